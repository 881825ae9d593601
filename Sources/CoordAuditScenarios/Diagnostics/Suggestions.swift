/// "Did you mean …?": the closest of some candidates to a misspelt word, and the one way a hint
/// says it.
///
/// The scenario language asks ``hint(for:in:what:)`` (or ``hint(for:in:otherwise:)``, when the
/// candidates are better shown by a form than listed); both suggest ``closest(to:in:)``. A
/// list of several close names, best first, is ``ranked(to:in:atMost:)``.
///
/// ```text
/// search.scenario:12:6: error: unknown screen 'Detial'
///   push Detial
///        ^~~~~~
/// Help: did you mean 'Detail'?
/// ```
package enum Suggestions {
  /// The candidate closest to `word`, if it is close enough to be a likely typo.
  ///
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: What would have been valid, in a stable order.
  /// - Returns: The closest candidate within a distance of a third of its length (at least
  ///   1, at most 3), case ignored; the first in `candidates` on a tie.
  package static func closest(to word: String, in candidates: [String]) -> String? {
    var best: (candidate: String, distance: Int)?
    let lowered = word.lowercased()
    let length = lowered.count
    for candidate in candidates {
      let limit = min(max(candidate.count / 3, 1), 3)
      // Lengths further apart than the limit are further apart in edits too: a word of a
      // million characters costs nothing to compare.
      guard abs(candidate.count - length) <= limit else { continue }
      let distance = editDistance(lowered, candidate.lowercased())
      guard distance <= limit else { continue }
      if best == nil || distance < best!.distance { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Up to `count` candidates close to `word`, best first: those that contain it (case
  /// ignored), then those within a few edits of it; each group by edit distance, then in the
  /// order of `candidates`.
  ///
  /// For a word that may be part of a long name (`back-tap` for `C1-back-tap`), where
  /// ``closest(to:in:)`` looks for a typo of a whole name.
  ///
  /// ```swift
  /// Suggestions.ranked(to: "C1", in: ["C1-back-tap", "C1-back-tap-faulty", "C4-sheet-swipe"])
  /// // ["C1-back-tap", "C1-back-tap-faulty"]
  /// ```
  ///
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: What would have been valid, in a stable order.
  ///   - count: How many to return at most.
  /// - Returns: The candidates that contain `word`, case ignored, or are within
  ///   `max(2, word.count / 3)` edits of it, case ignored; at most `count` of them.
  package static func ranked(
    to word: String, in candidates: [String], atMost count: Int = 3
  ) -> [String] {
    let lowered = word.lowercased()
    let limit = max(2, word.count / 3)
    let ranked = candidates.enumerated().compactMap {
      index, candidate -> (group: Int, distance: Int, index: Int)? in
      let candidate = candidate.lowercased()
      let distance = editDistance(lowered, candidate)
      if !lowered.isEmpty, candidate.contains(lowered) { return (0, distance, index) }
      return distance <= limit ? (1, distance, index) : nil
    }
    return ranked.sorted { ($0.group, $0.distance, $0.index) < ($1.group, $1.distance, $1.index) }
      .prefix(count).map { candidates[$0.index] }
  }

  /// How a hint suggests a word: `did you mean 'Detail'?`.
  ///
  /// - Parameter match: The suggested word.
  /// - Returns: The hint.
  package static func didYouMean(_ match: String) -> String {
    "did you mean '\(match)'?"
  }

  /// A hint for an unknown word: "did you mean 'x'?", or else `otherwise` (the form the line
  /// should have, say).
  ///
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: What would have been valid.
  ///   - otherwise: The hint when no candidate is close.
  /// - Returns: The hint.
  package static func hint(
    for word: String, in candidates: [String], otherwise: @autoclosure () -> String
  ) -> String {
    closest(to: word, in: candidates).map(didYouMean) ?? otherwise()
  }

  /// The most candidates a hint lists.
  package static let maximumListed = 10

  /// A hint for an unknown word: "did you mean 'x'?", or the list of what is valid (the first
  /// ``maximumListed``, then how many more).
  ///
  /// - Parameters:
  ///   - word: What the user wrote.
  ///   - candidates: What would have been valid.
  ///   - what: What the candidates are, plural (`screens`).
  /// - Returns: The hint.
  package static func hint(for word: String, in candidates: [String], what: String) -> String {
    if let match = closest(to: word, in: candidates) { return didYouMean(match) }
    if candidates.isEmpty { return "there are no \(what)" }
    let listed = candidates.prefix(maximumListed).map { "'\($0)'" }.joined(separator: ", ")
    let more = candidates.count - maximumListed
    return "\(what): " + listed + (more > 0 ? " and \(more) more" : "")
  }

  /// Levenshtein distance, with transpositions counting 1 (`Detial` → `Detail`).
  package static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
