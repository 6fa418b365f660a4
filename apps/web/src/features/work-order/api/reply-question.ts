import { replyQuestionRoute, type TReplyQuestionBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';

export const replyQuestion = (body: TReplyQuestionBody) => callRoute(replyQuestionRoute, { body });
