// POST /admin/organisations/{id}/files/{fileId}/review: compliance marks a document reviewed.
import { reviewFile as markReviewed } from '../../../shared/files/review-file.js';
import { actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';

export const reviewFile: Action = async (request) => {
  const { id, fileId } = request.params as { id: string; fileId: string };
  return json(200, await markReviewed(id, fileId, actorOf(request), request.sourceIp));
};
