extension CommandParser {
  /// The shell of `--generate-completion-script <shell>`, the only argument it takes.
  static func completionShell(_ arguments: ArraySlice<String>) throws(UsageError)
    -> CompletionScript.Shell
  {
    let (values, rest) = try scanCompletion(arguments)
    guard let value = values else {
      throw UsageError(
        "Missing value for '\(completionScript.synopsis)'", help: helpLine(completionScript),
        topic: .root)
    }
    if let extra = rest.first {
      throw UsageError("Unexpected argument '\(extra)'", topic: .root)
    }
    return try choice(value, for: completionScript, limit: 2, topic: .root)
  }

  /// `--generate-completion-script bash` or `--generate-completion-script=bash`, and what else
  /// the command line holds.
  private static func scanCompletion(_ arguments: ArraySlice<String>) throws(UsageError) -> (
    String?, [String]
  ) {
    var value: String?
    var rest: [String] = []
    var arguments = arguments
    while let argument = arguments.popFirst() {
      if argument == completionScript.name {
        value = arguments.popFirst()
      } else if argument.hasPrefix(completionScript.name + "=") {
        value = String(argument.dropFirst(completionScript.name.count + 1))
      } else {
        rest.append(argument)
      }
    }
    return (value, rest)
  }
}
