// Before any test file: the static files the worker reads through its ASSETS binding (the information pages' texts).
// @ts-expect-error: the build script is plain JavaScript without declarations.
import { buildPageTexts } from '../scripts/build.mjs';

export default async function setup(): Promise<void> {
  await buildPageTexts();
}
