#if canImport(Darwin) || COORDAUDIT_HEAP_ZONES_STAND_IN
  import CHeapZones

  /// Every live Swift object on Apple platforms, found as the `leaks` tool finds them: the
  /// blocks in use in every malloc zone, listed by the zones' own enumerators, kept when the
  /// block's first word is a Swift class (the Objective-C runtime lists every realized one,
  /// generic instantiations included) and the block is at least as big as that class's
  /// instances.
  ///
  /// Nothing is hooked: the zones know every block, so objects allocated before recording
  /// started are found too, and no allocation costs more while it records. The enumeration
  /// itself is C (`CHeapZones`): it runs with each zone locked in turn, when nothing may
  /// allocate from that zone, and keeps its lists in mapped memory that no zone lists.
  ///
  /// Not yet built or run on an Apple platform: the C was compiled on Linux, by clang targeting
  /// Apple platforms, against libmalloc's own `<malloc/malloc.h>`, and is run on Linux against a
  /// stand-in for libmalloc (`.ci/heap-zones`); this file is type-checked against that stand-in. What differs from Linux's recorder:
  /// - The list is in the zones' order (by address), not allocation order: a growth's "newest"
  ///   instance is the last one listed.
  /// - A block whose first word only equals a Swift class's address, and is big enough, is
  ///   taken for an instance (as `leaks` takes it).
  /// - Objects the Objective-C runtime allocated are not listed: instances of Objective-C
  ///   classes, and of Swift classes that inherit from `NSObject` (a `UIViewController`
  ///   subclass, a coordinator that is an `NSObject` to be a delegate), whose first word is a
  ///   non-pointer isa. The walk does not read their fields either (they are leaves), so they
  ///   are never the holders it names; a path through one is not found on Apple platforms.
  enum HeapZones {
    /// Why objects cannot be listed in this process, or `nil` when they can.
    static var unavailableReason: String? {
      coordaudit_heap_swift_objects_availability() == 0
        ? nil : "the Objective-C runtime's class list (objc_copyClassList) is missing"
    }

    /// The Swift objects alive now, held strongly, each with the bytes of its block; empty
    /// when the zones could not be enumerated.
    ///
    /// Run it while the process is quiet: a block listed while its zone was locked may be
    /// freed by another thread before it is held here.
    static func liveObjects() -> [(object: AnyObject, size: Int)] {
      var found = coordaudit_heap_objects()
      guard coordaudit_heap_swift_objects(&found) == 0 else { return [] }
      defer { coordaudit_heap_objects_release(&found) }
      var live: [(object: AnyObject, size: Int)] = []
      live.reserveCapacity(found.count)
      for index in 0..<found.count {
        let block = found.objects[index]
        let object = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: block.address)!)
        live.append((object.takeUnretainedValue(), block.size))
      }
      return live
    }
  }
#endif
