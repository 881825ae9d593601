/// The shell completion scripts `coordaudit --generate-completion-script <shell>` prints, as
/// swift-argument-parser tools print theirs: subcommands, each one's options and what each
/// option's value is (a file, a directory, a format, a number), and file or directory names
/// where an argument is a path.
///
/// ```sh
/// coordaudit --generate-completion-script bash > /etc/bash_completion.d/coordaudit
/// coordaudit --generate-completion-script zsh > ~/.zsh/completion/_coordaudit
/// coordaudit --generate-completion-script fish > ~/.config/fish/completions/coordaudit.fish
/// ```
///
/// `.ci/completion-scripts` loads each script in its shell and checks what it completes: a
/// file name with spaces as one word, nothing after `--depth`, directories after `report`.
package enum CompletionScript {
  /// The shells a script is written for.
  package enum Shell: String, CaseIterable, Hashable, Sendable {
    case bash, zsh, fish
  }

  /// What an option takes.
  enum Value: Equatable {
    /// Nothing: a flag.
    case none
    /// A file's path.
    case file
    /// A directory's path.
    case directory
    /// One of these words.
    case words([String])
    /// `FORMAT=FILE` (`--also`).
    case formatAndFile
    /// Something typed, such as a number: nothing is completed.
    case typed
  }

  /// One option as completion sees it.
  struct OptionEntry {
    var name: String
    var value: Value
    /// Whether it may be given several times.
    var isRepeatable = false
  }

  /// One subcommand as completion sees it.
  struct Entry {
    /// `run`, or `baseline record`; empty for `coordaudit` itself.
    var words: [String]
    var abstract: String
    var options: [OptionEntry]
    /// Whether its arguments are files, directories or names.
    var arguments: Arguments
  }

  enum Arguments {
    case none, files, directory, scenarioNames
  }

  static var formats: [String] { ReportFormat.allCases.map(\.rawValue) }
  static var shells: [String] { Shell.allCases.map(\.rawValue) }

  /// What an option's value is, from its value's name.
  static func value(of option: CommandParser.Option) -> Value {
    if option == CommandParser.graphFormat {
      return .words(MemoryGraphCommand.Format.allCases.map(\.rawValue))
    }
    return switch option.valueName {
    case "file": .file
    case "directory": .directory
    case "format": .words(formats)
    case "shell": .words(shells)
    case CommandParser.also.valueName: .formatAndFile
    default: .typed
    }
  }

  static var entries: [Entry] {
    func options(_ list: [CommandParser.Option], _ flags: [CommandParser.Flag]) -> [OptionEntry] {
      list.map { OptionEntry(name: $0.name, value: value(of: $0), isRepeatable: $0.isRepeatable) }
        + flags.map { OptionEntry(name: $0.name, value: .none) }
        + [OptionEntry(name: "--help", value: .none)]
    }
    let run = options(CommandParser.runOptions, CommandParser.runFlags)
    return [
      Entry(
        words: [], abstract: "",
        options: run + [
          OptionEntry(name: "--version", value: .none),
          OptionEntry(name: CommandParser.completionScript.name, value: .words(shells)),
        ],
        arguments: .none),
      Entry(
        words: ["run"], abstract: "Run scenario files, or the built-in catalog.", options: run,
        arguments: .files),
      Entry(
        words: ["explore"], abstract: "Explore scenario files.",
        options: options(CommandParser.exploreOptions, CommandParser.exploreFlags),
        arguments: .files),
      Entry(
        words: ["report"], abstract: "Render the test bridge's reports.",
        options: options(CommandParser.reportOptions, CommandParser.runFlags),
        arguments: .directory),
      Entry(
        words: ["memory-graph"], abstract: "Draw a saved memory graph.",
        options: options(CommandParser.memoryGraphOptions, []), arguments: .files),
      Entry(
        words: ["list"], abstract: "List the built-in scenarios.", options: options([], []),
        arguments: .none),
      Entry(
        words: ["show"], abstract: "Print a built-in scenario's file.", options: options([], []),
        arguments: .scenarioNames),
      Entry(
        words: ["baseline", "record"], abstract: "Record a baseline.", options: options([], []),
        arguments: .files),
      Entry(words: ["help"], abstract: "Show help.", options: [], arguments: .none),
    ]
  }

  /// Every option of every command, each once.
  static var allOptions: [OptionEntry] {
    var seen: Set<String> = []
    return entries.flatMap(\.options).filter { seen.insert($0.name).inserted }
  }

  /// The script for `shell`, ending with a newline.
  package static func script(for shell: Shell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  static var topLevel: [String] {
    entries.compactMap(\.words.first).reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
}
