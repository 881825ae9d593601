import Foundation

#if canImport(Glibc)
  import Glibc
#endif
#if os(Linux) && canImport(CLoadedImages)
  import CLoadedImages
#endif

/// Names for addresses in a loaded image.
///
/// From its file's symbol tables (the full `.symtab` where the file keeps one, the dynamic one
/// otherwise): the global a word of writable data belongs to, the function a return address is
/// in. Swift names are demangled and shortened to `Type.member`.
final class ImageSymbols {
  struct Symbol {
    var start: UInt
    var size: UInt
    var name: String
  }

  /// Data symbols (globals and statics), by loaded address.
  private(set) var data: [Symbol] = []
  /// Function symbols, by loaded address.
  private(set) var functions: [Symbol] = []
  /// Swift variables whose type is an array, a dictionary or a set (or an optional one), one
  /// reference wide (past 8 bytes only the address sanitizer's redzone, which the scanner
  /// checks): their word can be read as the collection's storage even when the storage was not
  /// recorded (the standard library allocates some in its own code, which the recorder does
  /// not see).
  private(set) var collectionVariables: [Symbol] = []

  /// The symbols of each image read so far, by path and load address.
  ///
  /// Reading a test executable's tables takes milliseconds. The addresses are the loaded
  /// ones, so a library unloaded and loaded again elsewhere is read again.
  private static let cache = LockedBox<[ImageKey: ImageSymbols]>([:])

  private struct ImageKey: Hashable {
    var path: String
    var bias: UInt
  }

  /// The symbols of `image`, read once per image loaded.
  static func of(_ image: LoadedImage) -> ImageSymbols {
    let key = ImageKey(path: image.path, bias: image.bias)
    if let known = cache.withLock({ $0[key] }) { return known }
    let read = ImageSymbols(image: image)
    cache.withLock { $0[key] = read }
    return read
  }

  /// Whether a demangled declaration's type (after ` : `) is an array, a dictionary or a set,
  /// optional or not: `Swift.Array<X>`, `Swift.Optional<Swift.Dictionary<K, V>>`.
  static func isCollectionType(_ declaration: String) -> Bool {
    guard let colon = declaration.range(of: " : ") else { return false }
    var type = declaration[colon.upperBound...]
    let optional = "Swift.Optional<"
    if type.hasPrefix(optional) && type.hasSuffix(">") {
      type = type.dropFirst(optional.count).dropLast()
    }
    let collections = ["Swift.Array<", "Swift.Dictionary<", "Swift.Set<"]
    guard collections.contains(where: type.hasPrefix), type.hasSuffix(">") else { return false }
    // The collection's own `>` is the last one: `Swift.Array<A>.B<C>` is not an array.
    var depth = 0
    for (offset, character) in type.enumerated() {
      if character == "<" { depth += 1 }
      if character == ">" {
        depth -= 1
        if depth == 0 && offset != type.count - 1 { return false }
      }
    }
    return true
  }

  /// Reads the symbols of `image`'s file; empty tables when it cannot be read.
  init(image: LoadedImage) {
    #if os(Linux) && canImport(CLoadedImages)
      let path = image.path.isEmpty ? "/proc/self/exe" : image.path
      read(path: path, bias: image.bias)
    #endif
    data.sort { $0.start < $1.start }
    functions.sort { $0.start < $1.start }
    collectionVariables = data.filter {
      $0.size >= 8 && $0.name.hasPrefix("$s")
        && ($0.name.hasSuffix("vp") || $0.name.hasSuffix("vpZ"))
        && !RootWordScanner.isMachinery($0.name)
        && Self.isCollectionType(Self.demangled($0.name) ?? "")
    }
  }

  /// The data symbol that `address` is in: its raw name, its size, the offset into it.
  func dataSymbol(containing address: UInt) -> (name: String, size: UInt, offset: UInt)? {
    Self.find(address, in: data).map { ($0.name, $0.size, address - $0.start) }
  }

  /// The function that `address` is in.
  func function(containing address: UInt) -> String? {
    Self.find(address, in: functions)?.name
  }

  private static func find(_ address: UInt, in symbols: [Symbol]) -> Symbol? {
    var low = 0
    var high = symbols.count
    while low < high {
      let middle = (low + high) / 2
      if symbols[middle].start <= address { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let symbol = symbols[low - 1]
    return address < symbol.start + max(symbol.size, 1) ? symbol : nil
  }

  #if os(Linux) && canImport(CLoadedImages)
    private func read(path: String, bias: UInt) {
      let file = open(path, O_RDONLY)
      guard file >= 0 else { return }
      defer { close(file) }
      var status = stat()
      guard fstat(file, &status) == 0, status.st_size > MemoryLayout<Elf64_Ehdr>.size else {
        return
      }
      let length = Int(status.st_size)
      guard let mapped = mmap(nil, length, PROT_READ, MAP_PRIVATE, file, 0),
        mapped != MAP_FAILED
      else { return }
      defer { munmap(mapped, length) }
      let base = UnsafeRawPointer(mapped)
      let header = base.load(as: Elf64_Ehdr.self)
      guard header.e_ident.0 == 0x7f, header.e_ident.4 == 2,  // ELF, 64-bit
        Int(header.e_shoff) + Int(header.e_shnum) * MemoryLayout<Elf64_Shdr>.stride <= length
      else { return }
      let sections = (0..<Int(header.e_shnum)).map {
        base.load(
          fromByteOffset: Int(header.e_shoff) + $0 * MemoryLayout<Elf64_Shdr>.stride,
          as: Elf64_Shdr.self)
      }
      let table =
        sections.first { $0.sh_type == UInt32(SHT_SYMTAB) }
        ?? sections.first { $0.sh_type == UInt32(SHT_DYNSYM) }
      guard let table, Int(table.sh_link) < sections.count else { return }
      let strings = sections[Int(table.sh_link)]
      guard Int(table.sh_offset + table.sh_size) <= length,
        Int(strings.sh_offset + strings.sh_size) <= length
      else { return }
      let count = Int(table.sh_size) / MemoryLayout<Elf64_Sym>.stride
      for index in 0..<count {
        let symbol = base.load(
          fromByteOffset: Int(table.sh_offset) + index * MemoryLayout<Elf64_Sym>.stride,
          as: Elf64_Sym.self)
        let kind = Int32(symbol.st_info & 0xf)
        guard symbol.st_value != 0, symbol.st_shndx != 0,
          kind == STT_OBJECT || kind == STT_FUNC,
          UInt64(symbol.st_name) < strings.sh_size
        else { continue }
        let name = String(
          cString: (base + Int(strings.sh_offset) + Int(symbol.st_name)).assumingMemoryBound(
            to: CChar.self))
        let entry = Symbol(
          start: bias &+ UInt(symbol.st_value), size: UInt(symbol.st_size), name: name)
        if kind == STT_OBJECT { data.append(entry) } else { functions.append(entry) }
      }
    }
  #endif

  // MARK: Names

  typealias Demangle =
    @convention(c) (
      UnsafePointer<CChar>, Int, UnsafeMutablePointer<CChar>?, UnsafeMutablePointer<Int>?, UInt32
    ) -> UnsafeMutablePointer<CChar>?

  // Looked up once; a plain function address.
  private static let demangler: Demangle? = RuntimeSymbols.lookUp("swift_demangle").map {
    unsafeBitCast($0, to: Demangle.self)
  }

  /// A symbol as a reader wants it: a Swift name demangled and shortened (`Type.member`,
  /// `Type.method()`), a C name as it is.
  static func readableName(_ symbol: String) -> String {
    demangled(symbol).map(shorten) ?? symbol
  }

  /// The runtime's demangling of a Swift symbol, in full.
  static func demangled(_ symbol: String) -> String? {
    guard symbol.hasPrefix("$s") || symbol.hasPrefix("_$s"), let demangle = demangler,
      let text = symbol.withCString({ demangle($0, strlen($0), nil, nil, 0) })
    else { return nil }
    defer { free(text) }
    return String(cString: text)
  }

  /// `static App.Store.shared : App.Store` → `Store.shared`;
  /// `App.Tests.leaks() async throws -> ()` → `Tests.leaks()`.
  static func shorten(_ demangled: String) -> String {
    var text = Substring(demangled)
    for prefix in ["static ", "variable initialization expression of "] where text.hasPrefix(prefix)
    {
      text = text.dropFirst(prefix.count)
    }
    if let colon = text.range(of: " : ") { text = text[..<colon.lowerBound] }
    if let arrow = text.range(of: " -> ") { text = text[..<arrow.lowerBound] }
    // `async throws`, `throws`, `async`: drop them from the end, whichever order.
    while let suffix = [" throws", " async"].first(where: text.hasSuffix) {
      text = text.dropLast(suffix.count)
    }
    // A private name's discriminator: `(Name in _0123ABC)` → `Name`.
    var result = String(text)
    while let marker = result.range(of: " in _"),
      let open = result[..<marker.lowerBound].lastIndex(of: "("),
      let close = result[marker.upperBound...].firstIndex(of: ")")
    {
      let name = result[result.index(after: open)..<marker.lowerBound]
      result.replaceSubrange(open...close, with: name)
    }
    // The module: the first component, unless the name has none.
    if let dot = result.firstIndex(of: "."), !result[..<dot].contains("(") {
      result = String(result[result.index(after: dot)...])
    }
    return result
  }
}
