#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The Swift runtime functions that retain-graph analysis calls, looked up by name when first
/// needed.
///
/// They are exported runtime ABI, stable on Apple platforms since Swift 5.2, but not public API.
/// Looking them up with `dlsym` instead of binding them with `@_silgen_name` means that a
/// runtime without one of them (a future runtime, or a binary whose dynamic symbol table was
/// stripped by static linking) degrades to a note in the report rather than failing to load.
///
/// Each is called through a C function pointer. The runtime declares them with the Swift calling
/// convention, which for functions with pointer and integer parameters only (no context, `self`
/// or error register) passes arguments and results in the same registers as C on the two 64-bit
/// architectures Swift supports (x86_64 and arm64).
package struct RuntimeSymbols: Sendable, Hashable {
  /// `swift_reflectionMirror_recursiveCount(type) -> Int`: stored fields, superclasses' too.
  static let fieldCountName = "swift_reflectionMirror_recursiveCount"
  /// `swift_reflectionMirror_recursiveChildMetadata(type, index, &fieldMetadata) -> type`.
  static let fieldTypeName = "swift_reflectionMirror_recursiveChildMetadata"
  /// `swift_reflectionMirror_recursiveChildOffset(type, index) -> Int`.
  static let fieldOffsetName = "swift_reflectionMirror_recursiveChildOffset"
  /// `swift_retainCount(object) -> Int`: the strong retain count of a live object.
  static let retainCountName = "swift_retainCount"
  /// `swift_isDeallocating(object) -> Bool`: whether an object's deinit has begun, for an
  /// unowned reference, whose memory outlives the object.
  static let isDeallocatingName = "swift_isDeallocating"
  /// `swift_weakRetainCount(object) -> Int`: 1 plus the number of weak references to a live
  /// native object that has any, else at most 1.
  static let weakRetainCountName = "swift_weakRetainCount"
  /// `swift_unownedRetainCount(object) -> Int`: 1 plus the number of unowned references to a
  /// live native object.
  static let unownedRetainCountName = "swift_unownedRetainCount"

  typealias FieldCount = @convention(c) (UnsafeRawPointer) -> Int
  typealias FieldType =
    @convention(c) (UnsafeRawPointer, Int, UnsafeMutableRawPointer) ->
    UnsafeRawPointer
  typealias FieldOffset = @convention(c) (UnsafeRawPointer, Int) -> Int
  typealias RetainCount = @convention(c) (UnsafeRawPointer) -> Int
  typealias IsDeallocating = @convention(c) (UnsafeRawPointer) -> Bool

  // Addresses, not function pointers, so that the type is plainly Sendable.
  private let fieldCountAddress: UInt
  private let fieldTypeAddress: UInt
  private let fieldOffsetAddress: UInt
  private let retainCountAddress: UInt
  private let isDeallocatingAddress: UInt
  private let weakRetainCountAddress: UInt
  private let unownedRetainCountAddress: UInt

  /// The symbols of this process's runtime.
  package static let process = RuntimeSymbols(hiding: [])

  /// Looks the symbols up, pretending that the ones named in `hidden` are missing.
  ///
  /// - Parameter hidden: Symbol names to treat as absent; tests use it to check the degraded
  ///   reports.
  package init(hiding hidden: Set<String>) {
    func address(_ name: String) -> UInt {
      guard !hidden.contains(name) else { return 0 }
      return UInt(bitPattern: Self.lookUp(name))
    }
    fieldCountAddress = address(Self.fieldCountName)
    fieldTypeAddress = address(Self.fieldTypeName)
    fieldOffsetAddress = address(Self.fieldOffsetName)
    retainCountAddress = address(Self.retainCountName)
    isDeallocatingAddress = address(Self.isDeallocatingName)
    #if canImport(ObjectiveC)
      // An Objective-C object keeps no Swift reference counts: never ask.
      weakRetainCountAddress = 0
      unownedRetainCountAddress = 0
    #else
      weakRetainCountAddress = address(Self.weakRetainCountName)
      unownedRetainCountAddress = address(Self.unownedRetainCountName)
    #endif
  }

  /// The names of the field-reflection functions that are missing; empty when fields can be
  /// read.
  var missingFieldSymbols: [String] {
    [
      (Self.fieldCountName, fieldCountAddress), (Self.fieldTypeName, fieldTypeAddress),
      (Self.fieldOffsetName, fieldOffsetAddress),
    ].filter { $0.1 == 0 }.map(\.0)
  }

  /// Whether strong retain counts can be read.
  var canCountRetains: Bool { retainCountAddress != 0 }

  var fieldCount: FieldCount? { function(fieldCountAddress) }
  var fieldType: FieldType? { function(fieldTypeAddress) }
  var fieldOffset: FieldOffset? { function(fieldOffsetAddress) }
  var retainCount: RetainCount? { function(retainCountAddress) }
  var isDeallocating: IsDeallocating? { function(isDeallocatingAddress) }
  var weakRetainCount: RetainCount? { function(weakRetainCountAddress) }
  var unownedRetainCount: RetainCount? { function(unownedRetainCountAddress) }

  /// The address of a symbol of any image of the process (`dlsym` with `RTLD_DEFAULT`), or
  /// `nil` when none exports it.
  static func lookUp(_ name: String) -> UnsafeMutableRawPointer? {
    #if canImport(Darwin)
      let handle = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
    #else
      let handle: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
    #endif
    return dlsym(handle, name)
  }

  private func function<F>(_ address: UInt) -> F? {
    guard let pointer = UnsafeRawPointer(bitPattern: address) else { return nil }
    return unsafeBitCast(pointer, to: F.self)
  }
}
