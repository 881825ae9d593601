#if canImport(Glibc)
  import Glibc
#endif
#if os(Linux) && canImport(CLoadedImages)
  import CLoadedImages
#endif

/// A word outside the heap that holds a heap object: in a global or static of a loaded image,
/// or in a frame of the calling thread's stack.
struct RootWord: Hashable {
  /// How a retain path names it: "the global `Store.shared`", "a local variable in
  /// `ProfileTests.sheetStaysUp()` (conservative)".
  var name: String
  /// The object it holds.
  var target: UInt
  /// Whether the word only equals the object's address (a frame's slot, a word inside a wider
  /// global): its name ends `(conservative)`.
  var isConservative = false
  /// Whether the word is a collection variable's (an array, a dictionary, a set), whose
  /// target is that collection's storage by its type.
  var isCollection = false

  /// A word that only equals `target`'s address, named `place (conservative)`.
  static func conservative(_ place: String, target: UInt) -> RootWord {
    RootWord(name: place + " (conservative)", target: target, isConservative: true)
  }
}

/// Finds the words of globals and of the calling thread's stack that equal the addresses of
/// given objects.
///
/// A word that equals an object's address may be a reference to it, or an integer, a stale
/// slot or a spilled register that happens to: such matches are *conservative*, and their
/// names say so. A global that is exactly one reference wide, named by its symbol, is taken
/// as the reference it is.
struct RootWordScanner {
  /// The mangled prefixes of the modules whose frames and globals are the machinery.
  ///
  /// Those whose classes are no holders (``ClassNames/machinery``), and Foundation and
  /// Dispatch, whose objects may hold the caller's (an observer's closure) but whose frames
  /// and globals are not the caller's code. The standard library's are `$ss`, and `$sS` for
  /// its types.
  static let machineryPrefixes =
    ["$ss", "$sS"]
    + (ClassNames.machinery + ["Foundation", "Dispatch"]).filter { $0 != "Swift" }.map {
      "$s\($0.utf8.count)\($0)"
    }

  /// Whether globals and frames are searched here: images are read as ELF files, and frames
  /// named by their symbols, on Linux only (on Apple platforms an owner in a global or a local
  /// variable is not found, as without the graph).
  static var searchesImages: Bool {
    #if os(Linux) && canImport(CLoadedImages)
      true
    #else
      false
    #endif
  }

  private let images = LoadedImage.all()
  private var symbols: [Int: ImageSymbols] = [:]
  /// ASan's question, when the process runs under the address sanitizer: a word with a
  /// poisoned byte (a redzone) must not be read.
  private let poisoned = RuntimeSymbols.lookUp("__asan_region_is_poisoned").map {
    unsafeBitCast($0, to: (@convention(c) (UnsafeRawPointer, Int) -> UnsafeRawPointer?).self)
  }

  /// Whether a global of `size` bytes at `address` is one word: 8 bytes, or 8 followed by
  /// the address sanitizer's redzone (which it adds to every global's symbol).
  private func isOneWordWide(_ address: UInt, size: UInt) -> Bool {
    size == 8 || (size > 8 && poisoned != nil && !isReadable(address + 8))
  }

  /// Whether the word at `address` may be read.
  private func isReadable(_ address: UInt) -> Bool {
    guard let poisoned else { return true }
    return poisoned(UnsafeRawPointer(bitPattern: address)!, 8) == nil
  }

  /// The words of every image's writable data that equal an address in `targets`, and the
  /// Swift collection variables that hold storage.
  mutating func globals(holding targets: Set<UInt>) -> [RootWord] {
    var found: [RootWord] = []
    for index in images.indices {
      for variable in symbols(of: index).collectionVariables
      where isOneWordWide(variable.start, size: variable.size) {
        let storage = HeapObjects.word(at: variable.start)
        guard storage != 0, !targets.contains(storage),
          !NativeStorage.emptySingletons.contains(storage)
        else { continue }
        found.append(
          RootWord(
            name: "the global \(ImageSymbols.readableName(variable.name))", target: storage,
            isCollection: true))
      }
    }
    for (index, image) in images.enumerated() {
      for segment in image.segments where segment.isWritable {
        scan(from: segment.start, count: segment.size / 8, targets) { address, word in
          if let root = globalWord(at: address, holding: word, in: index) { found.append(root) }
        }
      }
    }
    return found
  }

  /// The words of the calling thread's stack, in frames of the caller's Swift code (not the
  /// machinery's, not C's), that equal an address in `targets`.
  ///
  /// Frames are found through their frame records (each frame pointer points at the
  /// caller's frame pointer, then the return address into the caller), from the frame of this
  /// function up; the walk stops where the chain leaves the stack or stops climbing. A frame
  /// is named by the function its return address returns into.
  mutating func stack(holding targets: Set<UInt>) -> [RootWord] {
    #if os(Linux) && canImport(CLoadedImages)
      var base: UnsafeMutableRawPointer?
      var size = 0
      guard coordaudit_stack_bounds(&base, &size) == 0, let base else { return [] }
      let bottom = UInt(bitPattern: base)
      let top = bottom + UInt(size)
      var found: [RootWord] = []
      var framePointer = UInt(bitPattern: coordaudit_frame_address())
      while framePointer > bottom, framePointer + 16 <= top, framePointer & 7 == 0,
        isReadable(framePointer), isReadable(framePointer + 8)
      {
        let next = HeapObjects.word(at: framePointer)
        let returnAddress = HeapObjects.word(at: framePointer + 8)
        guard next > framePointer, next + 16 <= top else { break }
        defer { framePointer = next }
        // The caller's frame: above this frame record, below its own.
        guard let function = function(containing: returnAddress), function.hasPrefix("$s"),
          !Self.isMachinery(function)
        else { continue }
        let place = "a local variable in \(ImageSymbols.readableName(function))"
        scan(from: framePointer + 16, count: Int(next - framePointer - 16) / 8, targets) {
          _, word in found.append(.conservative(place, target: word))
        }
      }
      return found
    #else
      return []
    #endif
  }

  /// Whether a symbol is the machinery's (see ``machineryPrefixes``).
  static func isMachinery(_ symbol: String) -> Bool {
    machineryPrefixes.contains { symbol.hasPrefix($0) }
  }

  // MARK: Reading

  private func scan(
    from start: UInt, count: Int, _ targets: Set<UInt>, _ match: (UInt, UInt) -> Void
  ) {
    let words = UnsafePointer<UInt>(bitPattern: start)!
    for index in 0..<count {
      if poisoned != nil, !isReadable(start + UInt(index * 8)) { continue }
      let word = words[index]
      if word > 4096, targets.contains(word) { match(start + UInt(index * 8), word) }
    }
  }

  // MARK: Names

  private mutating func symbols(of index: Int) -> ImageSymbols {
    if let known = symbols[index] { return known }
    let read = ImageSymbols.of(images[index])
    symbols[index] = read
    return read
  }

  /// How a path names the global at `address`: by its symbol where it has one; `nil` for the
  /// machinery's globals.
  private mutating func globalWord(at address: UInt, holding target: UInt, in index: Int)
    -> RootWord?
  {
    let file = images[index].path.split(separator: "/").last.map(String.init) ?? ""
    guard let symbol = symbols(of: index).dataSymbol(containing: address) else {
      let image = file.isEmpty ? "the executable" : file
      return .conservative("a word in the data of \(image)", target: target)
    }
    guard !Self.isMachinery(symbol.name) else { return nil }
    let name = ImageSymbols.readableName(symbol.name)
    if symbol.offset == 0 && isOneWordWide(address, size: symbol.size) {
      return RootWord(name: "the global \(name)", target: target)
    }
    return .conservative("the global \(name), at byte \(symbol.offset)", target: target)
  }

  /// The raw name of the function whose code `address` is in, if it is in any image's code.
  private mutating func function(containing address: UInt) -> String? {
    for (index, image) in images.enumerated()
    where image.segments.contains(where: {
      !$0.isWritable && address >= $0.start && address < $0.start + UInt($0.size)
    }) {
      return symbols(of: index).function(containing: address)
    }
    return nil
  }
}
