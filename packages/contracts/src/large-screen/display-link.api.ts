import { z } from 'zod';
import { zIdParam } from '../common/ids';
import { defineRoute } from '../common/route';
import { ZDisplayLink, ZDisplayLinkCreateBody, ZDisplayLinkCreated } from './display-link.schema';

const tags = ['large screen'];
const idParams = z.object({ id: zIdParam() });

export const findDisplayLinksRoute = defineRoute({
  method: 'GET',
  path: 'robotinfo/large-screen/display-links',
  access: 'largeScreen:display',
  tags,
  summary: "Display links of the caller's subtree, newest first, with their state and last use",
  data: z.array(ZDisplayLink),
});
export const createDisplayLinkRoute = defineRoute({
  method: 'POST',
  path: 'robotinfo/large-screen/display-links',
  access: 'largeScreen:display',
  tags,
  summary: 'Create a read-only display link for an organisation of the caller subtree; the token is returned once and stored hashed',
  body: ZDisplayLinkCreateBody,
  data: ZDisplayLinkCreated,
});
export const revokeDisplayLinkRoute = defineRoute({
  method: 'PUT',
  path: 'robotinfo/large-screen/display-links/:id/revoke',
  access: 'largeScreen:display',
  tags,
  summary: 'Revoke a display link: the display using it stops at its next request',
  params: idParams,
  data: z.null(),
});
export const deleteDisplayLinkRoute = defineRoute({
  method: 'DELETE',
  path: 'robotinfo/large-screen/display-links/:id',
  access: 'largeScreen:display',
  tags,
  summary: 'Delete a display link from the list (it stops working too)',
  params: idParams,
  data: z.null(),
});
