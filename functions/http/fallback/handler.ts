// API Gateway's `$default` route: every request that matches no route lands here.
// A path served with other methods is a 405 naming them; anything else is a 404; under
// /api/v2 both are in the v2 format (`{message}`).
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { AppError } from '../../../shared/domain/errors.js';
import { errorResult, toLambdaResult } from '../../../shared/http/route-group.js';
import { apiGenerationOf } from '../../../shared/http/api-generation.js';
import { compilePath } from '../../../shared/http/route-manifest.js';
import { toV2Error } from '../../../shared/http/v2-errors.js';
import { invocation } from '../../../shared/log/invocation.js';
import { routeGroups } from '../../manifest.js';

const served = routeGroups.flatMap((group) =>
  group.routes.map((route) => ({ method: route.method, matches: compilePath(route.path) })),
);

export function methodsServedAt(path: string): string[] {
  return [...new Set(served.filter((route) => route.matches(path)).map((route) => route.method))];
}

export const handler = async (event: APIGatewayProxyEventV2, context?: Context): Promise<APIGatewayProxyStructuredResultV2> => {
  const requestId = event.requestContext?.requestId || randomUUID();
  return invocation(context, { requestId, group: 'fallback' }, async () => {
    const method = event.requestContext.http.method;
    const allowed = methodsServedAt(event.rawPath);
    const error = allowed.length
      ? new AppError('method_not_allowed', `${method} is not allowed on ${event.rawPath}; use ${allowed.join(', ')}.`, {}, {
          allow: allowed.join(', '),
        })
      : new AppError('route_not_found', `No route ${method} ${event.rawPath}.`);
    const v2 = apiGenerationOf({ path: event.rawPath }) === 'v2';
    const result = toLambdaResult(v2 ? toV2Error(errorResult(error)) : errorResult(error));
    result.headers = { ...result.headers, 'x-request-id': requestId };
    return result;
  });
};
