import LeakAudit

/// One line on standard error that says which scenario is running, rewritten in place with
/// `\r` and cleared at the end.
///
/// Shown only when standard error is a terminal and at least ``minimumScenarios`` run, so that
/// logs, pipes and tests never see it:
///
/// ```text
/// [3/28] C3-multi-pop
/// ```
package struct ProgressLine {
  /// The fewest scenarios for which a run shows progress.
  package static let minimumScenarios = 5
  /// The most characters a progress line holds, so that it never wraps on a narrow terminal.
  package static let maximumWidth = 72

  private let total: Int
  private let write: (@Sendable (String) -> Void)?
  private var width = 0

  /// Creates the line for a run, shown or not.
  ///
  /// - Parameters:
  ///   - total: How many scenarios will run.
  ///   - environment: Where the run happens: progress needs standard error to be a terminal.
  ///   - minimumScenarios: The fewest scenarios for which it shows.
  package init(
    total: Int, environment: Environment, minimumScenarios: Int = Self.minimumScenarios
  ) {
    self.total = total
    let shows = environment.isStandardErrorTerminal && total >= minimumScenarios
    write = shows ? environment.writeProgress : nil
  }

  /// Shows that a scenario is starting.
  ///
  /// - Parameters:
  ///   - index: The scenario's index in the run, from 0.
  ///   - name: What to call it: the catalog name or the file.
  package mutating func show(_ index: Int, _ name: String) {
    guard let write else { return }
    // A file's name can hold control characters: they are escaped, as in every message.
    let line = "[\(index + 1)/\(total)] \(name)".escapingControlCharactersAndLineFeeds
    let text = String(line.prefix(Self.maximumWidth))
    write("\r" + text + String(repeating: " ", count: max(0, width - text.count)))
    width = text.count
  }

  /// Clears the line, so that what follows starts on a clean line.
  package mutating func clear() {
    guard let write, width > 0 else { return }
    write("\r" + String(repeating: " ", count: width) + "\r")
    width = 0
  }
}
