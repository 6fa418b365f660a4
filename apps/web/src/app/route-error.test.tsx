import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { isStaleChunk, RouteError } from './route-error';

const renderFailing = (error: Error) => {
  const Boom = () => {
    throw error;
  };
  const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteError /> }]);
  return renderWithApp(<RouterProvider router={router} />);
};

describe('RouteError', () => {
  it("says the console was updated when a screen's chunk is gone after a deploy, and offers a reload", async () => {
    await renderFailing(new TypeError('Failed to fetch dynamically imported module: http://x/assets/content-layout-old.js'));
    expect(await screen.findByText('The console was updated')).toBeTruthy();
    expect(screen.getByText(/Reload the page to continue with it/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy();
  });
  it('says the page failed for any other error, with the way home, and no developer text', async () => {
    await renderFailing(new Error('x is undefined'));
    expect(await screen.findByText('This page could not be shown')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/contentPage');
    expect(screen.queryByText(/x is undefined/)).toBeNull();
  });
  it('knows a stale chunk in the words of each browser', () => {
    expect(isStaleChunk(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunk(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isStaleChunk(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
