/** A growable list of unsigned 32-bit integers backed by a `Uint32Array`. */
export class U32List {
  data: Uint32Array;
  length = 0;

  constructor(initialCapacity = 4) {
    this.data = new Uint32Array(initialCapacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const grown = new Uint32Array(Math.max(4, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = value;
  }

  last(): number {
    return this.data[this.length - 1] as number;
  }

  get(index: number): number {
    return this.data[index] as number;
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /** Releases spare capacity (when more than a quarter is unused). */
  trim(): void {
    if (this.data.length > this.length + (this.length >>> 2) + 4) {
      this.data = this.data.slice(0, this.length);
    }
  }
}
