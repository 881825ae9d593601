/// A command that has its own help and usage.
package enum HelpTopic: String, CaseIterable, Hashable, Sendable {
  /// `coordaudit` itself.
  case root
  /// `coordaudit run`.
  case run
  /// `coordaudit explore`.
  case explore
  /// `coordaudit report`.
  case report
  /// `coordaudit memory-graph`.
  case memoryGraph
  /// `coordaudit list`.
  case list
  /// `coordaudit show`.
  case show
  /// `coordaudit baseline`.
  case baseline
  /// `coordaudit baseline record`.
  case baselineRecord

  /// The words that invoke it: `coordaudit baseline record`.
  package var commandName: String {
    switch self {
    case .root: "coordaudit"
    case .run: "coordaudit run"
    case .explore: "coordaudit explore"
    case .report: "coordaudit report"
    case .memoryGraph: "coordaudit memory-graph"
    case .list: "coordaudit list"
    case .show: "coordaudit show"
    case .baseline: "coordaudit baseline"
    case .baselineRecord: "coordaudit baseline record"
    }
  }

  /// The synopsis, without `USAGE: `; lines after the first are indented by seven spaces.
  package var usage: String {
    switch self {
    case .root: "coordaudit [<options>]\n       coordaudit <subcommand>"
    case .run: "coordaudit run [<options>] [<file> ...]"
    case .explore: "coordaudit explore [<options>] <file> ..."
    case .report: "coordaudit report [<options>] <directory>"
    case .memoryGraph: "coordaudit memory-graph [<options>] <file>"
    case .list: "coordaudit list"
    case .show: "coordaudit show <name>"
    case .baseline: "coordaudit baseline <subcommand>"
    case .baselineRecord: "coordaudit baseline record <baseline-file> [<file> ...]"
    }
  }
}
