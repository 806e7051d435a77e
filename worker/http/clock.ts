// The request's clock in whole seconds, as the database stores times.
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
