/// A command line, parsed and validated: what to do, with every option's value.
package enum Command: Hashable, Sendable {
  /// Run scenario files, or the catalog (`coordaudit`, `coordaudit run …`).
  case run(RunCommand)
  /// Explore scenario files: every sequence of actions to a depth (`coordaudit explore …`).
  case explore(ExploreCommand)
  /// Render the test bridge's reports of a test run (`coordaudit report DIR …`).
  case report(ReportCommand)
  /// Draw a saved memory-graph snapshot or growth (`coordaudit memory-graph FILE …`).
  case memoryGraph(MemoryGraphCommand)
  /// Print a shell's completion script (`--generate-completion-script bash`).
  case completionScript(CompletionScript.Shell)
  /// List the built-in scenarios (`coordaudit list`).
  case list
  /// Print a built-in scenario's file (`coordaudit show NAME`).
  case show(name: String)
  /// Record a baseline (`coordaudit baseline record FILE …`).
  case recordBaseline(RecordBaselineCommand)
  /// Print a command's help (`--help`, `-h`, `coordaudit help …`).
  case help(HelpTopic)
  /// Print the version (`--version`).
  case version
}
