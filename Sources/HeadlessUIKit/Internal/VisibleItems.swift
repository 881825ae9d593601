import Foundation

/// Which rows of a table, or items of a collection, the model shows, and which of them the
/// user is offered: a fixed rule, as the model has no geometry to find the rows that fit.
///
/// UIKit asks its data source for the cells of the rows that fit on screen, at the layout
/// that precedes the screen's appearance, and again when the app reloads while the table is
/// in a window. The model asks, at the same moments, for the first ``itemsPerSection`` rows of
/// each of the first ``sections`` sections: a phone shows about fifteen rows of UIKit's
/// default height, and a fixed count per section makes every section's kinds of cell (where
/// apps set their cells' closures) without depending on any row height.
///
/// The user is offered a tap on the first ``offeredPerSection`` of those rows in each section:
/// the rows of a section usually start one flow with different data, and each row offered
/// multiplies the states an exploration visits (a table that keeps its selection makes each
/// tapped row a state of its own); three rows show a flow that depends on the row, or treats
/// the first one apart. A row further down that starts a flow of its own (the fifth entry of a
/// settings list) is reached by declaring an app action.
enum VisibleItems {
  /// How many sections show cells.
  static let sections = 10
  /// How many rows (or items) of each of them show cells.
  static let itemsPerSection = 10
  /// How many of each section's rows the user is offered.
  static let offeredPerSection = 3

  /// The index paths that show cells, in order.
  ///
  /// - Parameter counts: The rows of each section.
  /// - Returns: The first rows of the first sections.
  static func paths(counts: [Int]) -> [IndexPath] {
    counts.prefix(sections).enumerated().flatMap { section, count in
      (0..<min(count, itemsPerSection)).map { IndexPath(row: $0, section: section) }
    }
  }

  /// Whether the user is offered the row at `path`.
  ///
  /// - Parameter path: A row that shows a cell.
  /// - Returns: Whether it is among the first of its section.
  static func isOffered(_ path: IndexPath) -> Bool {
    path.row < offeredPerSection
  }

  /// The name exploration gives a cell, or `nil` when it shows no text.
  ///
  /// Its accessibility label, else the first text among its text label, its list
  /// configuration and the labels inside it (depth first), as VoiceOver reads a cell. Only the
  /// first line counts.
  ///
  /// - Parameters:
  ///   - cell: The cell.
  ///   - contentView: Where its content is.
  ///   - textLabel: Its standard label, if made.
  ///   - configuration: Its content configuration.
  /// - Returns: The name, or `nil`.
  @MainActor
  static func name(
    of cell: UIView, contentView: UIView, textLabel: UILabel?,
    configuration: (any UIContentConfiguration)?
  ) -> String? {
    func firstLabelText(in view: UIView) -> String? {
      if let text = (view as? UILabel)?.text, !text.isEmpty { return text }
      for subview in view.subviews {
        if let text = firstLabelText(in: subview) { return text }
      }
      return nil
    }
    let candidates: [String?] = [
      cell.accessibilityLabel, textLabel?.text,
      (configuration as? UIListContentConfiguration)?.text, firstLabelText(in: contentView),
    ]
    guard let text = candidates.lazy.compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
      return nil
    }
    return text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
  }
}
