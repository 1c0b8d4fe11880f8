import DomainValues
import UDF
import UDFWire

// The Items domain's wire shapes, written once: every action, the DTO a load carries, the item in
// a state dump.

extension ItemDTO: WireWritable {
  /// Reads `{id, title, description?, tags?, completed?, completedAt?, available?, assignees?,
  /// attachments?, createdAt?}`.
  public init(reading fields: any FieldReader) throws(Rejection) {
    self.init(
      id: try fields.id("id"), title: try fields.string("title"), description: try fields.optionalString("description"),
      tags: try fields.optionalStrings("tags"), completed: try fields.optionalBool("completed"),
      completedAt: try fields.optionalTime("completedAt"), available: try fields.optionalBool("available"),
      assignees: try fields.optionalIDs("assignees"), attachments: try fields.optionalIDs("attachments"),
      createdAt: try fields.optionalTime("createdAt"))
  }

  /// Writes the fields that are present, in sorted order.
  public func write(to writer: inout some FieldWriter) {
    if let assignees { writer.field("assignees", ids: assignees) }
    if let attachments { writer.field("attachments", ids: attachments) }
    if let available { writer.field("available", available) }
    if let completed { writer.field("completed", completed) }
    if let completedAt { writer.field("completedAt", completedAt) }
    if let createdAt { writer.field("createdAt", createdAt) }
    if let description { writer.field("description", description) }
    writer.field("id", id)
    if let tags { writer.field("tags", strings: tags) }
    writer.field("title", title)
  }
}

extension Item: WireWritable {
  /// The item in a state dump and in an `items.save` effect: `{assignees, attachments, available,
  /// completed, completedAt, createdAt, description, id, tags, title}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("assignees", ids: assignees)
    writer.field("attachments", ids: attachments)
    writer.field("available", isAvailable)
    writer.field("completed", isCompleted)
    writer.field("completedAt", completedAt)
    writer.field("createdAt", createdAt)
    writer.field("description", description)
    writer.field("id", id)
    writer.field("tags", strings: tags.lazy.map(\.name))
    writer.field("title", title.value)
  }
}

extension ItemsAction: WireAction {
  /// Every Items action on the wire; `item.create` and the `at` times are filled in by the app
  /// when the line leaves them out.
  public static let wireDecoders: [WireDecoder<ItemsAction>] = [
    WireDecoder("items.didLoad", fields: "items: [{id, title, ...}], at?") { (fields) throws(Rejection) in
      .didLoad(try fields.objects("items", ItemDTO.init(reading:)), at: try fields.timeOrNow("at"))
    },
    WireDecoder("item.create", fields: "id?, title, description?, tags?, at?") { (fields) throws(Rejection) in
      .create(
        id: try fields.newID("id", as: Item.self), title: try fields.string("title"),
        description: try fields.optionalString("description"), tags: try fields.optionalStrings("tags") ?? [],
        at: try fields.timeOrNow("at"))
    },
    WireDecoder("item.changeTitle", fields: "item, title") { (fields) throws(Rejection) in
      .changeTitle(try fields.id("item"), try fields.string("title"))
    },
    WireDecoder("item.updateDescription", fields: "item, description") { (fields) throws(Rejection) in
      .updateDescription(try fields.id("item"), try fields.string("description"))
    },
    WireDecoder("item.removeDescription", fields: "item") { (fields) throws(Rejection) in
      .removeDescription(try fields.id("item"))
    },
    WireDecoder("item.addTag", fields: "item, tag") { (fields) throws(Rejection) in
      .addTag(try fields.id("item"), try fields.string("tag"))
    },
    WireDecoder("item.removeTag", fields: "item, tag") { (fields) throws(Rejection) in
      .removeTag(try fields.id("item"), try fields.string("tag"))
    },
    WireDecoder("item.removeAllTags", fields: "item") { (fields) throws(Rejection) in
      .removeAllTags(try fields.id("item"))
    },
    WireDecoder("item.markCompleted", fields: "item, at?") { (fields) throws(Rejection) in
      .markCompleted(try fields.id("item"), at: try fields.timeOrNow("at"))
    },
    WireDecoder("item.markUncompleted", fields: "item") { (fields) throws(Rejection) in
      .markUncompleted(try fields.id("item"))
    },
    WireDecoder("item.assign", fields: "item, user") { (fields) throws(Rejection) in
      .assign(try fields.id("item"), try fields.id("user"))
    },
    WireDecoder("item.unassign", fields: "item, user") { (fields) throws(Rejection) in
      .unassign(try fields.id("item"), try fields.id("user"))
    },
    WireDecoder("item.attach", fields: "item, attachment") { (fields) throws(Rejection) in
      .attach(try fields.id("item"), try fields.id("attachment"))
    },
    WireDecoder("item.detach", fields: "item, attachment") { (fields) throws(Rejection) in
      .detach(try fields.id("item"), try fields.id("attachment"))
    },
    WireDecoder("item.changeAvailability", fields: "item, available") { (fields) throws(Rejection) in
      .changeAvailability(try fields.id("item"), available: try fields.bool("available"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .didLoad: "items.didLoad"
    case .create: "item.create"
    case .changeTitle: "item.changeTitle"
    case .updateDescription: "item.updateDescription"
    case .removeDescription: "item.removeDescription"
    case .addTag: "item.addTag"
    case .removeTag: "item.removeTag"
    case .removeAllTags: "item.removeAllTags"
    case .markCompleted: "item.markCompleted"
    case .markUncompleted: "item.markUncompleted"
    case .assign: "item.assign"
    case .unassign: "item.unassign"
    case .attach: "item.attach"
    case .detach: "item.detach"
    case .changeAvailability: "item.changeAvailability"
    }
  }

  /// The action's fields, every ID and time filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .didLoad(let items, let time):
      writer.field("at", time)
      writer.objects("items", items) { item, writer in item.write(to: &writer) }
    case .create(let id, let title, let description, let tags, let time):
      writer.field("at", time)
      if let description { writer.field("description", description) }
      writer.field("id", id)
      writer.field("tags", strings: tags)
      writer.field("title", title)
    case .changeTitle(let item, let title):
      writer.field("item", item)
      writer.field("title", title)
    case .updateDescription(let item, let description):
      writer.field("item", item)
      writer.field("description", description)
    case .removeDescription(let item), .removeAllTags(let item), .markUncompleted(let item):
      writer.field("item", item)
    case .addTag(let item, let tag), .removeTag(let item, let tag):
      writer.field("item", item)
      writer.field("tag", tag)
    case .markCompleted(let item, let time):
      writer.field("item", item)
      writer.field("at", time)
    case .assign(let item, let user), .unassign(let item, let user):
      writer.field("item", item)
      writer.field("user", user)
    case .attach(let item, let attachment), .detach(let item, let attachment):
      writer.field("item", item)
      writer.field("attachment", attachment)
    case .changeAvailability(let item, let available):
      writer.field("available", available)
      writer.field("item", item)
    }
  }
}

extension Item {
  /// Restores an item from its state shape (a snapshot) through the same factory and rules as a
  /// load (`Item(dto:defaultTime:)`): every field of the shape is there (`null` where empty), read
  /// in its stored order straight into the factory, without a DTO in between (a snapshot start
  /// restores 200,000 items).
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let assignees: [ID<Assignee>] = try fields.optionalIDs("assignees") ?? []
    let attachments: [ID<Attachment>] = try fields.optionalIDs("attachments") ?? []
    let available = try fields.optionalBool("available") ?? true
    let completed = try fields.optionalBool("completed") ?? false
    let completedAt = try fields.optionalTime("completedAt")
    guard let createdAt = try fields.optionalTime("createdAt") else { throw .missingField(fields.path("createdAt")) }
    let description = try fields.optionalString("description")
    let id: ID<Item> = try fields.id("id")
    let tags = try fields.optionalStrings("tags") ?? []
    let title = try fields.string("title")
    self = try validated { () throws(ItemError) in
      try Item.create(
        id: id, title: title, description: description, tags: tags, createdAt: createdAt, available: available,
        completedAt: completed ? (completedAt ?? createdAt) : nil, assignees: assignees, attachments: attachments)
    }
  }
}

extension ItemsAction: WireExamples {
  /// Each Items action with every field (arrays with two elements).
  public static let wireExamples: [ItemsAction] = {
    let item = ID<Item>.example(0xA1)
    let loaded = [
      ItemDTO(
        id: item, title: "One", description: "first", tags: ["a", "b"], completed: true,
        completedAt: .example(minutes: 30), available: false, assignees: [.example(0xB3), .example(0xAB)],
        attachments: [.example(0xC4), .example(0xB8)], createdAt: .example(minutes: -1_485)),
      ItemDTO(
        id: .example(0xA2), title: "Two", description: "second", tags: ["c", "d"], completed: false,
        completedAt: .example(minutes: 30), available: true, assignees: [.example(0xB3), .example(0xE7)],
        attachments: [.example(0xC4), .example(0xB9)], createdAt: .example(minutes: -1_485)),
    ]
    return [
      .didLoad(loaded, at: .example()),
      .create(id: item, title: "  Pack  ", description: "before noon", tags: ["move", "big"], at: .example()),
      .changeTitle(item, "New"),
      .updateDescription(item, "More"),
      .removeDescription(item),
      .addTag(item, "urgent"),
      .removeTag(item, "urgent"),
      .removeAllTags(item),
      .markCompleted(item, at: .example(minutes: 30)),
      .markUncompleted(item),
      .assign(item, .example(0xB3)),
      .unassign(item, .example(0xB3)),
      .attach(item, .example(0xC4)),
      .detach(item, .example(0xC4)),
      .changeAvailability(item, available: false),
    ]
  }()
}
