import { closeQuestionRoute, type TCloseQuestionBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';

export const closeQuestion = (body: TCloseQuestionBody) => callRoute(closeQuestionRoute, { body });
