import DomainValues
import UDF

/// A to-do item, the aggregate root of the Items domain.
///
/// It changes only through behaviour named in the business's words (`change(title:)`,
/// `add(tag:)`, `markCompleted(at:)`), each of which keeps its rules: at most five distinct tags,
/// a completion time that survives a second completion, assignees and attachments held once each.
/// Other aggregates (people, files) are referenced by typed ID only. New items come from `create`,
/// which validates; there is no way to make an item that breaks a rule.
public struct Item: Equatable, Sendable, Identified {
  /// The most distinct tags an item holds.
  public static let maximumTagsCount = 5

  /// The item's identity.
  public let id: ID<Item>
  /// The title.
  public private(set) var title: Title
  /// The free-text description, if any.
  public private(set) var description: String?
  /// The tags, distinct, in the order they were added.
  public private(set) var tags: [Tag]
  /// When the item was completed, or `nil` while it is not.
  public private(set) var completedAt: Timestamp?
  /// Whether the item can be saved (only available items are sent when the list is saved).
  public private(set) var isAvailable: Bool
  /// The people the item is assigned to, each once, in order.
  public private(set) var assignees: [ID<Assignee>]
  /// The files attached to the item, each once, in order.
  public private(set) var attachments: [ID<Attachment>]
  /// When the item was created.
  public var createdAt: Timestamp { created }
  /// Stored privately so the struct's own memberwise initializer stays private: `create`, which
  /// checks the rules, is the only way to make an item. (That initializer, unlike one written
  /// out, builds the item without a copy: the written one cost a whole item's copy and release
  /// per item, 65 M instructions of a 1,000,000-record snapshot start, J2, callgrind.)
  private let created: Timestamp

  /// Whether the item is completed.
  public var isCompleted: Bool { completedAt != nil }

  /// Makes an item from raw values, validating every one of them.
  ///
  /// The only way to make an item from raw values, used alike for new items and for restoring
  /// untrusted data. The title is checked first, then each tag, then the tag count after
  /// duplicates collapse (so seven tags of which two repeat are five); repeated assignees and
  /// attachments collapse too.
  public static func create(
    id: ID<Item>,
    title: String,
    description: String? = nil,
    tags: [String] = [],
    createdAt: Timestamp,
    available: Bool = true,
    completedAt: Timestamp? = nil,
    assignees: [ID<Assignee>] = [],
    attachments: [ID<Attachment>] = []
  ) throws(ItemError) -> Item {
    let validTitle = try Title(title)
    var validTags: [Tag] = []
    validTags.reserveCapacity(tags.count)
    for text in tags { validTags.append(try Tag(text)) }
    return try create(
      id: id, title: validTitle, description: description, tags: validTags, createdAt: createdAt,
      available: available, completedAt: completedAt, assignees: assignees, attachments: attachments)
  }

  /// Makes an item from value objects already made (a title and tags that keep their own rules),
  /// checking the rules between them: the tag count after duplicates collapse, repeated assignees
  /// and attachments collapsed. A snapshot's rows make their tags as they read them, without a
  /// list of raw texts first.
  public static func create(
    id: ID<Item>,
    title: Title,
    description: String?,
    tags: [Tag],
    createdAt: Timestamp,
    available: Bool,
    completedAt: Timestamp?,
    assignees: [ID<Assignee>],
    attachments: [ID<Attachment>]
  ) throws(ItemError) -> Item {
    let distinctTags = distinct(tags)
    guard distinctTags.count <= maximumTagsCount else { throw .maximumTagsCountReached }
    return Item(
      id: id,
      title: title,
      description: description,
      tags: distinctTags,
      completedAt: completedAt,
      isAvailable: available,
      assignees: distinct(assignees),
      attachments: distinct(attachments),
      created: createdAt
    )
  }

  /// The item is now called `title`.
  public mutating func change(title: Title) {
    self.title = title
  }

  /// The item's description now reads `description`.
  public mutating func update(description: String) {
    self.description = description
  }

  /// The item no longer has a description; nothing happens if it had none.
  public mutating func removeDescription() {
    description = nil
  }

  /// The item is labelled `tag`.
  ///
  /// A tag already present changes nothing and is not an error, even when the item is full; a new
  /// tag on an item with `maximumTagsCount` tags is refused and the item is left as it was.
  public mutating func add(tag: Tag) throws(ItemError) {
    guard !tags.contains(tag) else { return }
    guard tags.count < Self.maximumTagsCount else { throw .maximumTagsCountReached }
    tags.append(tag)
  }

  /// The item is no longer labelled `tag`; nothing happens if it was not.
  public mutating func remove(tag: Tag) {
    tags.removeAll { $0 == tag }
  }

  /// The item has no tags any more.
  public mutating func removeAllTags() {
    tags.removeAll()
  }

  /// The item was completed at `time`.
  ///
  /// Completing a completed item keeps its first completion time: the item was done then.
  public mutating func markCompleted(at time: Timestamp) {
    guard completedAt == nil else { return }
    completedAt = time
  }

  /// The item is not completed any more.
  public mutating func markUncompleted() {
    completedAt = nil
  }

  /// The item is assigned to `assignee`; assigning twice changes nothing.
  public mutating func assign(_ assignee: ID<Assignee>) {
    guard !assignees.contains(assignee) else { return }
    assignees.append(assignee)
  }

  /// The item is no longer assigned to `assignee`; nothing happens if it was not.
  public mutating func unassign(_ assignee: ID<Assignee>) {
    assignees.removeAll { $0 == assignee }
  }

  /// `attachment` is attached to the item; attaching twice changes nothing.
  public mutating func attach(_ attachment: ID<Attachment>) {
    guard !attachments.contains(attachment) else { return }
    attachments.append(attachment)
  }

  /// The item is `available` or not from now on; the same value again changes nothing.
  public mutating func changeAvailability(to available: Bool) {
    isAvailable = available
  }

  /// `attachment` is no longer attached; nothing happens if it was not.
  public mutating func detach(_ attachment: ID<Attachment>) {
    attachments.removeAll { $0 == attachment }
  }

  private static func distinct<Element: Hashable>(_ elements: [Element]) -> [Element] {
    // A few elements (the usual case) are checked pairwise first, without building a set.
    if elements.count <= 8, !repeatsAny(elements) { return elements }
    var seen = Set<Element>()
    return elements.filter { seen.insert($0).inserted }
  }

  /// Whether an element of `elements` equals one before it, compared pairwise (plain loops: a
  /// snapshot start checks 200,000 items' short lists, and the closures they replace cost
  /// 60 instructions a list).
  private static func repeatsAny<Element: Equatable>(_ elements: [Element]) -> Bool {
    for later in elements.indices {
      for earlier in 0..<later where elements[earlier] == elements[later] { return true }
    }
    return false
  }
}
