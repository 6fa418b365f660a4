import type { zh } from '../zh';
import type { Shape } from '../shape';
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { home } from './home';
import { placeholder } from './placeholder';
import { shell } from './shell';
import { organization } from './organization';
import { user } from './user';
import { role } from './role';

export const en = { common, auth, account, shell, home, placeholder, organization, user, role } satisfies Shape<typeof zh>;
