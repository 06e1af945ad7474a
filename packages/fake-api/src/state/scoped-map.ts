/**
 * A read-filtered view of a map: reads see only entries `visible` accepts, writes go to the
 * underlying map unchanged, so a route written for the whole workspace serves a narrower credential
 * without a second code path (and nothing it creates is lost).
 */
export class ScopedMap<K, V> implements Map<K, V> {
  readonly [Symbol.toStringTag] = 'Map';

  constructor(
    private readonly inner: Map<K, V>,
    private readonly visible: (value: V) => boolean,
  ) {}

  get size(): number {
    let count = 0;
    for (const _ of this.entries()) count++;
    return count;
  }

  get(key: K): V | undefined {
    const value = this.inner.get(key);
    return value !== undefined && this.visible(value) ? value : undefined;
  }

  has(key: K): boolean {
    return this.get(key) !== undefined;
  }

  set(key: K, value: V): this {
    this.inner.set(key, value);
    return this;
  }

  delete(key: K): boolean {
    return this.has(key) && this.inner.delete(key);
  }

  clear(): void {
    for (const key of [...this.keys()]) this.inner.delete(key);
  }

  *entries(): MapIterator<[K, V]> {
    for (const entry of this.inner.entries()) if (this.visible(entry[1])) yield entry;
  }

  *keys(): MapIterator<K> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<V> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  forEach(callback: (value: V, key: K, map: Map<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
}
