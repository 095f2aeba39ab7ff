import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The messages one rule of the project's lint config gives on `code`, linted as if it were `file`. */
export async function lintMessages(file: string, code: string, ruleId: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === ruleId)
    .map((message) => message.message);
}
