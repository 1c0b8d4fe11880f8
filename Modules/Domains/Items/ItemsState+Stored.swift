import DomainValues
import UDF
import UDFWire

extension ItemsState: EntityTableState {
  /// `state.get`'s `items`: every item in load and creation order.
  public static let partName = "items"

  /// The items, each in its state shape.
  public var table: EntityTable<Item> { items }

  /// The items read back through the item factory's validation, each row by position when the
  /// reader can (`Item.restored(inOrder:)`); indexing them by ID is left as deferred work (tens of
  /// milliseconds at a million), which the caller may run on another thread while it reads the
  /// rest of the state (the headless app's snapshot start does).
  public static func restore(_ key: String, from fields: any FieldReader) throws(Rejection) -> Restored<ItemsState> {
    let restored = try fields.objects(key, inOrder: Item.restored(inOrder:), concurrently: Item.init(restoring:))
    return .deferred { ItemsState(items: restored) }
  }
}

extension Item {
  /// The item in `row` when the row holds today's stored shape (`write(to:)`'s fields, in its
  /// order), made by the factory and its rules as `init(restoring:)` makes it. A row in another
  /// shape (an older one, or with a field a newer build added) or one that breaks a rule throws
  /// `notReadByPosition`, for `init(restoring:)` to read it again, with the defaults of older
  /// shapes, or refuse it, naming the field.
  ///
  /// It exists because a snapshot start restores 200,000 items: read by position, each field is
  /// stepped over once instead of found by its name.
  public static func restored(inOrder row: any StoredRowReader) throws(Rejection) -> Item {
    guard let item = try? made(readingInOrder: row), row.finish() else { throw .notReadByPosition }
    return item
  }

  /// The item `restored(inOrder:)` reads, made by the factory, before the row is known to be whole.
  private static func made(readingInOrder row: any StoredRowReader) throws(ItemError) -> Item {
    let assignees = [ID<Assignee>](ids: "assignees", in: row)
    let attachments = [ID<Attachment>](ids: "attachments", in: row)
    let available = row.bool("available")
    let completed = row.bool("completed")
    let completedAt = row.optionalTime("completedAt")
    let createdAt = row.time("createdAt")
    let description = row.optionalString("description")
    let id: ID<Item> = row.uuid("id").retyped()
    let tags = try [Tag](strings: "tags", in: row, making: Tag.init)
    let title = try Title(row.string("title"))
    return try Item.create(
      id: id, title: title, description: description, tags: tags, createdAt: createdAt, available: available,
      completedAt: completed ? (completedAt ?? createdAt) : nil, assignees: assignees, attachments: attachments)
  }
}
