import Foundation

/// What a diffable data source shows, as UIKit's `NSDiffableDataSourceSnapshot` (iOS 13):
/// sections and their items, by identifier.
///
/// ```swift
/// var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(items, toSection: .main)
/// dataSource.apply(snapshot, animatingDifferences: true)
/// ```
///
/// A value: identifiers must be unique across the snapshot, as UIKit requires (a data source
/// that is given duplicates records the misuse and keeps the first).
public struct NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// A section and its items.
  struct Section {
    var identifier: SectionIdentifierType
    var items: [ItemIdentifierType]
  }

  /// The sections, in order.
  var sections: [Section] = []
  /// The items marked for reload by ``reloadItems(_:)`` or ``reconfigureItems(_:)``.
  public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reload by ``reloadSections(_:)``.
  public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

  /// An empty snapshot.
  public init() {}

  // MARK: Reading

  /// How many items there are, in all sections.
  public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
  /// How many sections there are.
  public var numberOfSections: Int { sections.count }
  /// The sections, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }
  /// Every item, section after section.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }
  /// The items marked for reconfiguration (iOS 15); the model reloads them.
  public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reloadedItemIdentifiers }

  /// How many items a section has.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its items' count, 0 for a section not in the snapshot.
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    itemIdentifiers(inSection: identifier).count
  }

  /// A section's items.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its items, in order.
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sections.first { $0.identifier == identifier }?.items ?? []
  }

  /// The section an item is in.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its section, or `nil`.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    sections.first { $0.items.contains(identifier) }?.identifier
  }

  /// Where an item is among all items.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its index in ``itemIdentifiers``, or `nil`.
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    itemIdentifiers.firstIndex(of: identifier)
  }

  /// Where a section is.
  ///
  /// - Parameter identifier: The section.
  /// - Returns: Its index, or `nil`.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sections.firstIndex { $0.identifier == identifier }
  }

  // MARK: Sections

  /// Adds sections at the end.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { Section(identifier: $0, items: []) }
  }

  /// Inserts sections before another.
  ///
  /// - Parameters:
  ///   - identifiers: The sections.
  ///   - toIdentifier: The section they go before; when it is not there, nothing changes.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { return }
    sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index)
  }

  /// Inserts sections after another.
  ///
  /// - Parameters:
  ///   - identifiers: The sections.
  ///   - toIdentifier: The section they go after; when it is not there, nothing changes.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
  ) {
    guard let index = indexOfSection(toIdentifier) else { return }
    sections.insert(
      contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: index + 1)
  }

  /// Deletes sections, with their items.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    sections.removeAll { identifiers.contains($0.identifier) }
  }

  /// Marks sections for reload: all their items' cells are asked again.
  ///
  /// - Parameter identifiers: The sections.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    reloadedSectionIdentifiers += identifiers
  }

  // MARK: Items

  /// Adds items at the end of a section.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - sectionIdentifier: The section; by default the last one. With no section, nothing
  ///     changes (UIKit raises).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index =
      sectionIdentifier.flatMap(indexOfSection) ?? (sections.isEmpty ? nil : sections.count - 1)
    guard let index, sectionIdentifier == nil || sections[index].identifier == sectionIdentifier
    else { return }
    sections[index].items += identifiers
  }

  /// Inserts items before another.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - beforeIdentifier: The item they go before; when it is not there, nothing changes.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: beforeIdentifier, offset: 0)
  }

  /// Inserts items after another.
  ///
  /// - Parameters:
  ///   - identifiers: The items.
  ///   - afterIdentifier: The item they go after; when it is not there, nothing changes.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
  ) {
    insert(identifiers, next: afterIdentifier, offset: 1)
  }

  private mutating func insert(
    _ identifiers: [ItemIdentifierType], next identifier: ItemIdentifierType, offset: Int
  ) {
    for index in sections.indices {
      if let position = sections[index].items.firstIndex(of: identifier) {
        sections[index].items.insert(contentsOf: identifiers, at: position + offset)
        return
      }
    }
  }

  /// Deletes items.
  ///
  /// - Parameter identifiers: The items.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    for index in sections.indices { sections[index].items.removeAll { identifiers.contains($0) } }
  }

  /// Deletes every item and every section.
  public mutating func deleteAllItems() {
    sections = []
  }

  /// Moves an item before another.
  ///
  /// - Parameters:
  ///   - identifier: The item.
  ///   - toIdentifier: The item it goes before.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier else { return }
    deleteItems([identifier])
    insertItems([identifier], beforeItem: toIdentifier)
  }

  /// Moves an item after another.
  ///
  /// - Parameters:
  ///   - identifier: The item.
  ///   - toIdentifier: The item it goes after.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
  ) {
    guard identifier != toIdentifier else { return }
    deleteItems([identifier])
    insertItems([identifier], afterItem: toIdentifier)
  }

  /// Marks items for reload: their cells are asked again.
  ///
  /// - Parameter identifiers: The items.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    reloadedItemIdentifiers += identifiers
  }

  /// Marks items for reconfiguration (iOS 15): the model asks for their cells again, as a
  /// reload.
  ///
  /// - Parameter identifiers: The items.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    reloadItems(identifiers)
  }

  // MARK: For data sources

  /// The rows of each section.
  var counts: [Int] { sections.map(\.items.count) }

  /// The item at an index path.
  ///
  /// - Parameter indexPath: A row.
  /// - Returns: Its item, or `nil` past the ends.
  func item(at indexPath: IndexPath) -> ItemIdentifierType? {
    guard sections.indices.contains(indexPath.section),
      sections[indexPath.section].items.indices.contains(indexPath.row)
    else { return nil }
    return sections[indexPath.section].items[indexPath.row]
  }

  /// The index path of an item.
  ///
  /// - Parameter identifier: The item.
  /// - Returns: Its row, or `nil`.
  func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
    for (section, entry) in sections.enumerated() {
      if let row = entry.items.firstIndex(of: identifier) {
        return IndexPath(row: row, section: section)
      }
    }
    return nil
  }

  /// This snapshot with each identifier kept once, the first time it appears.
  var withoutDuplicates: (snapshot: Self, hadDuplicates: Bool) {
    var seenSections: Set<SectionIdentifierType> = []
    var seenItems: Set<ItemIdentifierType> = []
    var result = self
    result.sections = sections.filter { seenSections.insert($0.identifier).inserted }
    for index in result.sections.indices {
      result.sections[index].items = result.sections[index].items.filter {
        seenItems.insert($0).inserted
      }
    }
    return (
      result, result.numberOfItems != numberOfItems || result.numberOfSections != numberOfSections
    )
  }

  /// Where each row of `old` is in this snapshot: the row of the same item, unless the item or
  /// its section is marked for reload here.
  ///
  /// - Parameter old: The snapshot shown before.
  /// - Returns: The new index path of each old row that stays.
  func newPaths(from old: Self) -> [IndexPath: IndexPath] {
    let reloadedSections = Set(reloadedSectionIdentifiers)
    let reloadedItems = Set(reloadedItemIdentifiers)
    var now: [ItemIdentifierType: IndexPath] = [:]
    for (section, entry) in sections.enumerated() {
      for (row, item) in entry.items.enumerated() {
        now[item] = IndexPath(row: row, section: section)
      }
    }
    var result: [IndexPath: IndexPath] = [:]
    for (section, entry) in old.sections.enumerated()
    where !reloadedSections.contains(entry.identifier) {
      for (row, item) in entry.items.enumerated() where !reloadedItems.contains(item) {
        if let path = now[item] { result[IndexPath(row: row, section: section)] = path }
      }
    }
    return result
  }
}

extension NSDiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension NSDiffableDataSourceSnapshot.Section: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
