public import Foundation

/// UIKit's index paths for tables and collections: a section, then a row or an item.
///
/// Foundation has `IndexPath` on every platform, but the names tables and collections use
/// come from UIKit, and Foundation on Linux lacks them; here they are:
///
/// ```swift
/// let path = IndexPath(row: 2, section: 0)
/// items[path.row]            // the third item
/// IndexPath(item: 2, section: 0) == path   // true: a row and an item are the same index
/// ```
///
/// As in UIKit, a path made by these initializers holds two indexes; `section` is the first,
/// `row` and `item` the second. Reading them from a path of another length traps, as UIKit's
/// precondition does.
extension IndexPath {
  /// An index path for a table's row.
  ///
  /// - Parameters:
  ///   - row: The row, within its section.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// An index path for a collection's item.
  ///
  /// - Parameters:
  ///   - item: The item, within its section.
  ///   - section: The section.
  public init(item: Int, section: Int) {
    self.init(indexes: [section, item])
  }

  /// The section: the first index.
  public var section: Int {
    get {
      precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
      return self[0]
    }
    set {
      precondition(count == 2, "Invalid index path for use with UITableView or UICollectionView.")
      self[0] = newValue
    }
  }

  /// The row, within the section: the second index.
  public var row: Int {
    get {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      return self[1]
    }
    set {
      precondition(count == 2, "Invalid index path for use with UITableView.")
      self[1] = newValue
    }
  }

  /// The item, within the section: the second index, as ``row``.
  public var item: Int {
    get {
      precondition(count == 2, "Invalid index path for use with UICollectionView.")
      return self[1]
    }
    set {
      precondition(count == 2, "Invalid index path for use with UICollectionView.")
      self[1] = newValue
    }
  }
}
