// Node has the WebAssembly global; TypeScript declares it only in its DOM library, which the
// server's code does not use (see https://github.com/microsoft/TypeScript-DOM-lib-generator/issues/826).
declare namespace WebAssembly {
  /** A compiled module, as `compile` answers it and PGlite takes it. */
  interface Module {
    readonly [Symbol.toStringTag]: string;
  }
  function compile(bytes: ArrayBufferView | ArrayBuffer): Promise<Module>;
}
