import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { installViewport } from '../lib/viewport';
import { Providers } from './providers';
import { router } from './router';

export const App = () => {
  useEffect(() => installViewport(), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
};
