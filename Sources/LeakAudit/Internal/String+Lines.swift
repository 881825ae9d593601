extension String {
  /// The lines of a text file, whatever ends them: a line feed (`\n`, Unix), a carriage return
  /// and a line feed (`\r\n`, Windows) or a carriage return alone (`\r`, classic Mac OS).
  ///
  /// Every file that coordaudit and LeakAudit read as lines is split here, so that a file saved
  /// on any platform reads the same. A text that ends with a line break has an empty last line,
  /// as `split(separator:omittingEmptySubsequences: false)` gives:
  ///
  /// ```swift
  /// "a\r\nb\rc\n".lines  // ["a", "b", "c", ""]
  /// ```
  package var lines: [Substring] {
    // "\r\n" is one Character (one grapheme cluster), so a plain split on "\n" never sees it.
    split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }
}
