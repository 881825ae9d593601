/// Encodes a state canonically, with no address in it: every object reachable from given
/// roots through any reference, strong, weak or unowned, numbered in the order a fixed walk
/// meets it, and everything each object holds: data, strings, collections (a dictionary's or
/// a set's entries in an order of their own content), enums, closures (the function and its
/// captures), boxes.
///
/// Exploration keys its states with it: two states get the same ``StateKey`` only when they
/// encode alike, so a search merges only states that nothing the app or the user does next can
/// tell apart. Whatever the encoder cannot describe exactly (a raw pointer, a C block, an
/// `unowned(unsafe)` reference, a class built without reflection metadata, two entries of a
/// dictionary it cannot order) makes the state unkeyable: it is then never merged. The walk
/// goes on past it, so that the links it records (``links``) miss nothing else, and reads the
/// words of what it could not describe conservatively: each word that is the address of an
/// object the walk met is a link to it. What it could not even read that way is said in
/// ``unreadParts``.
///
/// ```swift
/// let encoder = StateEncoder()
/// encoder.begin()
/// encoder.root("window", window)
/// encoder.root("app", app)
/// switch encoder.finish() {
/// case .key(let key): visited.insert(key)
/// case .unkeyable(let reason): print("not merged: \(reason)")
/// }
/// ```
///
/// Stored properties of a type marked ``ExcludedFromStateKey`` (an event log, an audit's own
/// records) are left out. The walk reads memory without retaining it, as the retain-graph
/// walk does: the objects must be quiet (no other thread mutating them) from ``begin(text:)``
/// to ``finish()``, and the encoder holds its roots until then. An encoder keeps the plans it
/// compiles for every later state; it is used by one thread at a time.
package final class StateEncoder {
  /// What an encoding gave.
  package enum Outcome: Sendable, Equatable {
    case key(StateKey)
    /// The state cannot be keyed exactly; the reason names what the encoder met.
    case unkeyable(String)

    /// The key, if there is one.
    package var key: StateKey? {
      if case .key(let key) = self { return key }
      return nil
    }
  }

  let compiler: StatePlanCompiler
  /// The runtime functions the walk and its island checks call.
  let symbols: RuntimeSymbols
  private let isDeallocating: RuntimeSymbols.IsDeallocating?

  // One encoding's state; touched on every reference, by one thread.
  @exclusivity(unchecked) private var table = AddressTable()
  @exclusivity(unchecked) private var queue: [UInt] = []
  @exclusivity(unchecked) private var expanded = 0
  @exclusivity(unchecked) var output = StateOutput()
  @exclusivity(unchecked) var failure: String?
  /// What the walk met and could not describe, in the order met (see ``unreadParts``).
  @exclusivity(unchecked) private var unread: [UnreadPart] = []
  /// Regions of what could not be described, to read conservatively once every object is
  /// numbered: their holder's number, start and length.
  @exclusivity(unchecked) private var pendingScans: [(holder: Int32, start: UInt, count: Int)] =
    []
  /// The number of the object whose walk numbered each object first (`-1` for a root), by
  /// number: who holds a closure context, for what the walk could not read in it.
  @exclusivity(unchecked) private var firstHolders: [Int32] = []
  /// Whether the walk reads entries only to order them: what it cannot describe then is
  /// recorded when the entries are walked for good.
  @exclusivity(unchecked) var isOrdering = false
  /// The values the environment handed out (see ``StateOperation/identity(offset:count:)``),
  /// by their bytes, numbered in the order met.
  @exclusivity(unchecked) var identities: [[UInt8]: Int] = [:]
  private var roots: [AnyObject] = []
  /// Whether this encoding records the references it meets (see ``links``): a flag tested
  /// before each record, so that an encoding that does not record pays one branch.
  @exclusivity(unchecked) var recordsLinks = false
  /// The references met, when ``begin(text:links:)`` asked for them.
  @exclusivity(unchecked) var linkRecord = LinkRecord()
  /// The class of the object being encoded, for the reason a state cannot be keyed.
  private var expanding: TypeMetadata?
  /// Storage words of the empty array, dictionary and set, shared by every empty instance.
  let emptyStorages = EmptyCollectionStorages()

  /// Creates an encoder.
  ///
  /// - Parameter symbols: The runtime functions the walk needs; a runtime without them gives
  ///   unkeyable states.
  package init(symbols: RuntimeSymbols = .process) {
    compiler = StatePlanCompiler(symbols: symbols)
    self.symbols = symbols
    isDeallocating = symbols.isDeallocating
  }

  /// Starts an encoding.
  ///
  /// - Parameters:
  ///   - text: Whether to write a text form too (for tests and diagnostics), which
  ///     ``finishText()`` returns; it costs more than the key.
  ///   - links: Whether to record every reference between the objects met, which ``links``
  ///     returns after ``finish()``.
  package func begin(text: Bool = false, links: Bool = false) {
    recordsLinks = links
    linkRecord.reset()
    table.removeAll()
    queue.removeAll(keepingCapacity: true)
    expanded = 0
    output.reset(text: text)
    failure = nil
    unread.removeAll()
    pendingScans.removeAll()
    firstHolders.removeAll(keepingCapacity: true)
    isOrdering = false
    identities.removeAll()
    expanding = nil
    roots.removeAll()
  }

  /// Adds a root: an object the walk starts from, under a name.
  ///
  /// - Parameters:
  ///   - name: What the root is, in the encoding.
  ///   - object: The object, or `nil`.
  package func root(_ name: String, _ object: AnyObject?) {
    output.tag(StateTag.root, "\n@\(name) =")
    output.string(name)
    if let object { roots.append(object) }
    reference(object)
  }

  /// Writes a reference to an object: its number, given now if it has none.
  ///
  /// - Parameter object: The object, or `nil`.
  package func reference(_ object: AnyObject?) {
    guard let object else {
      output.tag(StateTag.null, " nil")
      return
    }
    let address = UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())
    output.reference(number(of: address), StateTag.strong, " #")
  }

  /// The number of an object, given now (without writing anything) if it has none: an object
  /// that the caller names, and that the walk encodes with the others.
  package func number(assigning object: AnyObject) -> Int {
    number(of: UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()))
  }

  /// The number of an object met so far, or `nil`.
  package func number(of object: AnyObject) -> Int? {
    table.find(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())).map(Int.init)
  }

  /// Writes data that the caller describes itself (an audit's records), as text.
  package func note(_ text: String) {
    output.tag(StateTag.note, "\n" + text)
    output.string(text)
  }

  /// Writes a number that the caller describes itself.
  package func note(_ value: Int) {
    output.word(UInt64(bitPattern: Int64(value)), " \(value)")
  }

  /// Encodes every object met so far and not yet encoded, and every object they reach.
  package func drain() {
    while expanded < queue.count {
      let number = expanded
      expanded += 1
      linkRecord.holder = Int32(number)
      expand(queue[number], number: number)
    }
    linkRecord.holder = -1
  }

  /// Ends the encoding, encoding what is left.
  ///
  /// - Returns: The key, or why the state cannot be keyed.
  package func finish() -> Outcome {
    drain()
    scanUnreadRegions()
    roots.removeAll()
    if let failure { return .unkeyable(failure) }
    return .key(output.bytes.withUnsafeBytes { StateHasher.key(of: $0) })
  }

  /// The text form of the encoding ``finish()`` ended, when ``begin(text:)`` asked for one.
  package var text: String { output.text ?? "" }

  /// Records something the walk cannot describe: the state cannot be keyed, and the region
  /// (if any) is read conservatively when the walk is done.
  ///
  /// - Parameters:
  ///   - reason: What it is and where, as a plan says it.
  ///   - region: Its words' start and length; `nil` when nothing can be read.
  func unreadable(_ reason: String, region: (start: UInt, count: Int)? = nil) {
    guard !isOrdering else {
      failure = failure ?? reason
      return
    }
    let holder = describeHolder()
    if failure == nil { failure = "\(reason) (in \(holder))" }
    let part = UnreadPart(reason: reason, holder: holder, isReadConservatively: region != nil)
    if !unread.contains(part) { unread.append(part) }
    if let region, region.count > 0, linkRecord.holder >= 0 {
      pendingScans.append((linkRecord.holder, region.start, region.count))
    }
  }

  /// Records that the state cannot be keyed, though the walk reads everything in it (two
  /// entries of a dictionary that cannot be ordered by content).
  ///
  /// - Parameter reason: Why.
  func unkeyable(_ reason: String) {
    if failure == nil { failure = "\(reason) (in \(describeHolder()))" }
  }

  /// What holds what the walk is reading: the class being encoded, or for a closure context
  /// or a box, `a closure held by` the class of the object that first reached it.
  private func describeHolder() -> String {
    if let expanding { return expanding.name }
    let current = Int(linkRecord.holder)
    var number = current >= 0 && current < firstHolders.count ? Int(firstHolders[current]) : -1
    var depth = 0
    while number >= 0, depth < 64 {
      if case .object(let metadata) = HeapObjects.kind(of: queue[number]),
        !compiler.objectPlan(of: metadata).isCollectionStorage
      {
        return "a closure held by \(metadata.name)"
      }
      number = Int(firstHolders[number])
      depth += 1
    }
    return "a closure"
  }

  /// Reads the regions of what could not be described: each aligned word that is the address
  /// of an object the walk numbered is a link to it, marked as read conservatively.
  private func scanUnreadRegions() {
    guard recordsLinks else { return }
    for scan in pendingScans {
      var address = (scan.start + 7) & ~7
      let end = scan.start &+ UInt(scan.count)
      while address + 8 <= end {
        if let target = table.find(HeapObjects.word(at: address)) {
          linkRecord.appendConservative(from: scan.holder, to: Int(target))
        }
        address += 8
      }
    }
  }

  /// What the last encoding met and could not describe, each once, in the order met: what is
  /// read conservatively (``UnreadPart/isReadConservatively``) and what not at all.
  package var unreadParts: [UnreadPart] { unread }

  // MARK: Numbering

  /// The number of the heap object at `address`, given now (and queued for encoding) if new.
  @inline(__always)
  func number(of address: UInt) -> Int {
    let next = Int32(queue.count)
    if let known = table.findOrInsert(address, next) { return Int(known) }
    queue.append(address)
    firstHolders.append(linkRecord.holder)
    return Int(next)
  }

  /// The addresses of the objects numbered so far, by number.
  var numberedAddresses: [UInt] { queue }

  // MARK: Checkpoints

  /// Where an encoding stood, to find what was numbered since and to forget it (see
  /// `StateEncoder+Islands.swift`).
  package struct Checkpoint {
    /// How many objects were numbered.
    let count: Int
    /// How many references were recorded.
    let edges: Int
    fileprivate let bytes: Int
    fileprivate let text: String?
    fileprivate let unread: Int
    fileprivate let scans: Int
    fileprivate let identities: [[UInt8]: Int]
    fileprivate let failure: String?
    fileprivate let recordsLinks: Bool
  }

  /// Encodes what is queued, then marks the place: the references that the objects numbered
  /// from now on hold are recorded.
  package func checkpoint() -> Checkpoint {
    drain()
    let mark = Checkpoint(
      count: queue.count, edges: linkRecord.edges.count, bytes: output.bytes.count,
      text: output.text, unread: unread.count, scans: pendingScans.count,
      identities: identities, failure: failure, recordsLinks: recordsLinks)
    recordsLinks = true
    return mark
  }

  /// Whether the encoding met, since `mark`, something it could not describe, or cannot be
  /// keyed at all.
  func metUnreadable(since mark: Checkpoint) -> Bool {
    failure != nil || unread.count != mark.unread || pendingScans.count != mark.scans
  }

  /// Forgets everything encoded since `mark`, as if the objects numbered since had never
  /// been met.
  package func rollBack(to mark: Checkpoint) {
    for address in queue[mark.count...] { table.remove(address) }
    queue.removeSubrange(mark.count...)
    firstHolders.removeSubrange(mark.count...)
    expanded = mark.count
    output.bytes.truncate(to: mark.bytes)
    output.text = mark.text
    unread.removeSubrange(mark.unread...)
    pendingScans.removeSubrange(mark.scans...)
    linkRecord.edges.removeSubrange(mark.edges...)
    identities = mark.identities
    failure = mark.failure
    recordsLinks = mark.recordsLinks
  }

  /// Keeps everything encoded since `mark`, and stops recording references if the encoding
  /// did not before it.
  package func keep(since mark: Checkpoint) {
    drain()
    recordsLinks = mark.recordsLinks
  }

  /// The number of the heap object at `address` if it has one.
  @inline(__always)
  func existingNumber(of address: UInt) -> Int? {
    table.find(address).map(Int.init)
  }

  /// Whether the object at an unowned reference's address has begun to deinit.
  func isDead(_ address: UInt) -> Bool? {
    isDeallocating.map { $0(HeapObjects.pointer(address)) }
  }

  // MARK: Heap objects

  /// Encodes one heap object: its kind and its contents.
  private func expand(_ address: UInt, number: Int) {
    switch HeapObjects.kind(of: address) {
    case .object(let metadata):
      let object = compiler.objectPlan(of: metadata)
      // A collection's storage met as a closure's context is the closure's: its holder is who
      // holds the closure.
      expanding = object.isCollectionStorage ? nil : metadata
      output.type(metadata, tag: StateTag.object, "\n#\(number) ")
      if object.isExcluded {
        output.tag(StateTag.excluded, " (not state)")
        return
      }
      encodeValue(at: address, object.plan, shallow: false)
    case .captureContext(let metadata):
      expanding = nil
      guard let plan = compiler.contextPlan(of: metadata, at: address) else {
        unreadable(
          "a closure context whose captures cannot be placed",
          region: (address &+ 16, HeapObjects.allocationSize(of: address) - 16))
        return
      }
      output.tag(StateTag.context, "\n#\(number) closure context")
      encodeValue(at: address, plan, shallow: false)
    case .genericBox(let metadata):
      expanding = nil
      let (offset, type) = metadata.genericBoxContents
      output.type(type, tag: StateTag.box, "\n#\(number) box of ")
      encodeValue(at: address + UInt(offset), compiler.plan(of: type), shallow: false)
    case .foreignObject:
      expanding = nil
      unreadable("an object the Swift runtime cannot describe")
    case .other(let what):
      expanding = nil
      unreadable(what)
    }
  }
}

/// Something an encoding met and could not describe: where, what, and whether its words were
/// read conservatively (each word that is the address of an object the walk met taken as a
/// link to it) or not at all.
package struct UnreadPart: Hashable, Sendable {
  /// What could not be described, and where in its holder: `a C block in .work`.
  package var reason: String
  /// The class of the object being read, or `a closure held by` the class that reached the
  /// closure.
  package var holder: String
  /// Whether its words were read conservatively; `false` when nothing of it could be read.
  package var isReadConservatively: Bool

  /// `a C block in .work (in SearchViewModel)`.
  package var description: String { "\(reason) (in \(holder))" }

  /// Creates a description of something unread.
  ///
  /// - Parameters:
  ///   - reason: What, and where in its holder.
  ///   - holder: What holds it.
  ///   - isReadConservatively: Whether its words were read conservatively.
  package init(reason: String, holder: String, isReadConservatively: Bool) {
    self.reason = reason
    self.holder = holder
    self.isReadConservatively = isReadConservatively
  }
}
