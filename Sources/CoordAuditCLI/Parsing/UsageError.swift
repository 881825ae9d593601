/// A command line that cannot run as written; exit status 64.
///
/// An unknown command or option, a missing or bad value, an argument too many. Rendered the way swift-argument-parser renders its errors, on standard error:
///
/// ```text
/// Error: Unknown option '--formt'. Did you mean '--format'?
/// Usage: coordaudit run [<options>] [<file> ...]
///   See 'coordaudit run --help' for more information.
/// ```
package struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, with the user's input in single quotes.
  package var message: String
  /// What to do, or what the option expects, if there is something to say.
  package var help: String?
  /// The command whose usage to show.
  package var topic: HelpTopic

  /// Creates a usage error.
  ///
  /// - Parameters:
  ///   - message: What is wrong, with the user's input in single quotes.
  ///   - help: What to do, if there is something to say.
  ///   - topic: The command whose usage to show.
  package init(_ message: String, help: String? = nil, topic: HelpTopic) {
    self.message = message
    self.help = help
    self.topic = topic
  }

  /// `Error: …`, `Help: …` when there is help, `Usage: …` and where to read more; ends with a
  /// newline.
  package var description: String {
    var text = "Error: \(message)\n"
    if let help { text += "Help: \(help)\n" }
    text += "Usage: \(topic.usage)\n"
    text += "  See '\(topic.commandName) --help' for more information.\n"
    return text
  }
}
