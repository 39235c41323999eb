export interface PageRequest {
  page: number;
  limit: number;
}

export interface PageInfo {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
}

export const offsetOf = ({ page, limit }: PageRequest): number => (page - 1) * limit;

export function pageInfo({ page, limit }: PageRequest, total: number): PageInfo {
  return { page, limit, total, total_pages: Math.ceil(total / limit) };
}

/** Path ids are opaque strings in the contract; ours are positive integers, anything else matches nothing. */
export function parseId(raw: string | number | undefined): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
