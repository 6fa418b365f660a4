import { createQuestionRoute, type TCreateQuestionBody } from '@fleet/contracts';
import { callRoute } from '../../../lib/request';

export const createQuestion = (body: TCreateQuestionBody) => callRoute(createQuestionRoute, { body });
