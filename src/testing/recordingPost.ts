import { HttpResponse, type JsonBodyType, http } from 'msw';

/** Answers POST `url` with `answer` (JSON, 200), pushing the JSON body of each request onto `bodies`, in order. */
export function recordingPost(url: string, bodies: unknown[], answer: JsonBodyType) {
  return http.post(url, async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json(answer);
  });
}
