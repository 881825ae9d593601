#if canImport(Glibc)
  import Glibc
#endif
#if os(Linux) && canImport(CLoadedImages)
  import CLoadedImages
#endif

/// The executable and shared libraries loaded in the process (ELF, 64-bit Linux): where their
/// writable data is, and the slots through which they call a function of another image.
struct LoadedImage {
  /// The file, as the dynamic loader names it; the executable's is empty.
  var path: String
  /// What to add to the addresses the file gives to get the loaded ones.
  var bias: UInt
  /// Loaded segments: start, size, whether writable.
  var segments: [(start: UInt, size: Int, isWritable: Bool)]
  /// The part of the writable data that the loader makes read-only after relocation.
  var relro: ClosedRange<UInt>?
  /// The loaded `PT_DYNAMIC` table, if the image has one.
  var dynamic: UInt?

  /// The images loaded now, the executable first; empty where images cannot be listed.
  static func all() -> [LoadedImage] {
    #if os(Linux) && canImport(CLoadedImages)
      var images: [LoadedImage] = []
      withUnsafeMutablePointer(to: &images) { list in
        _ = coordaudit_iterate_images(
          { info, _, data in
            guard let info = info?.pointee, let data else { return 0 }
            let list = data.assumingMemoryBound(to: [LoadedImage].self)
            list.pointee.append(LoadedImage(info))
            return 0
          }, list)
      }
      return images
    #else
      return []
    #endif
  }

  #if os(Linux) && canImport(CLoadedImages)
    private init(_ info: coordaudit_image) {
      path = info.name.map { String(cString: $0) } ?? ""
      bias = UInt(info.address)
      segments = []
      for index in 0..<Int(info.headerCount) {
        let header = info.headers[index]
        let start = bias &+ UInt(header.p_vaddr)
        switch header.p_type {
        case UInt32(PT_LOAD):
          segments.append(
            (start, Int(header.p_memsz), header.p_flags & UInt32(PF_W) != 0))
        case UInt32(PT_GNU_RELRO) where header.p_memsz > 0:
          relro = start...(start + UInt(header.p_memsz) - 1)
        case UInt32(PT_DYNAMIC):
          dynamic = start
        default: break
        }
      }
    }

    /// The slots (GOT entries) through which this image calls or takes the address of
    /// `symbol`, a function of another image (or its own, exported).
    func importSlots(of symbol: String) -> [UnsafeMutablePointer<UInt>] {
      guard let dynamic, !path.hasPrefix("linux-vdso") else { return [] }
      var symbols: UInt = 0
      var strings: UInt = 0
      var tables: [(start: UInt, size: Int)] = []
      var pltStart: UInt = 0
      var pltSize = 0
      var relaStart: UInt = 0
      var relaSize = 0
      var entry = UnsafePointer<Elf64_Dyn>(bitPattern: dynamic)!
      // The loader relocates some of these addresses in place and not others: an address
      // below the bias is still the file's.
      func loaded(_ value: UInt64) -> UInt {
        UInt(value) < bias ? UInt(value) &+ bias : UInt(value)
      }
      while entry.pointee.d_tag != Int64(DT_NULL) {
        let value = entry.pointee.d_un.d_val
        switch entry.pointee.d_tag {
        case Int64(DT_SYMTAB): symbols = loaded(value)
        case Int64(DT_STRTAB): strings = loaded(value)
        case Int64(DT_JMPREL): pltStart = loaded(value)
        case Int64(DT_PLTRELSZ): pltSize = Int(value)
        case Int64(DT_RELA): relaStart = loaded(value)
        case Int64(DT_RELASZ): relaSize = Int(value)
        default: break
        }
        entry += 1
      }
      guard symbols != 0, strings != 0 else { return [] }
      if pltStart != 0 { tables.append((pltStart, pltSize)) }
      if relaStart != 0 { tables.append((relaStart, relaSize)) }
      #if arch(x86_64)
        let slotTypes: Set<UInt64> = [UInt64(R_X86_64_JUMP_SLOT), UInt64(R_X86_64_GLOB_DAT)]
      #elseif arch(arm64)
        let slotTypes: Set<UInt64> = [
          UInt64(R_AARCH64_JUMP_SLOT), UInt64(R_AARCH64_GLOB_DAT),
        ]
      #else
        let slotTypes: Set<UInt64> = []
      #endif
      var slots: [UnsafeMutablePointer<UInt>] = []
      let wanted = Array(symbol.utf8)
      for table in tables {
        let relocations = UnsafePointer<Elf64_Rela>(bitPattern: table.start)!
        for index in 0..<(table.size / MemoryLayout<Elf64_Rela>.stride) {
          let relocation = relocations[index]
          guard slotTypes.contains(relocation.r_info & 0xffff_ffff) else { continue }
          let symbolIndex = Int(relocation.r_info >> 32)
          guard symbolIndex != 0 else { continue }
          let nameOffset = UnsafePointer<Elf64_Sym>(bitPattern: symbols)![symbolIndex].st_name
          let name = UnsafeRawPointer(bitPattern: strings + UInt(nameOffset))!
            .assumingMemoryBound(to: UInt8.self)
          guard strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self)) == wanted.count,
            memcmp(name, wanted, wanted.count) == 0
          else { continue }
          slots.append(UnsafeMutablePointer(bitPattern: bias &+ UInt(relocation.r_offset))!)
        }
      }
      return slots
    }
  #else
    func importSlots(of symbol: String) -> [UnsafeMutablePointer<UInt>] { [] }
  #endif

  /// Writes `value` into `slot`, making its page writable for the write and read-only again
  /// when the loader had made it so.
  ///
  /// - Returns: `false` when the page could not be made writable.
  func write(_ value: UInt, into slot: UnsafeMutablePointer<UInt>) -> Bool {
    #if os(Linux)
      let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
      let address = UInt(bitPattern: slot)
      let start = UnsafeMutableRawPointer(bitPattern: address & ~(page - 1))
      if relro?.contains(address) == true {
        guard mprotect(start, Int(page), PROT_READ | PROT_WRITE) == 0 else { return false }
        slot.pointee = value
        mprotect(start, Int(page), PROT_READ)
      } else {
        slot.pointee = value
      }
      return true
    #else
      return false
    #endif
  }
}
