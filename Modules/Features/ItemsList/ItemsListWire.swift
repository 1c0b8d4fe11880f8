import Items
import UDF
import UDFWire

extension ItemsListAction: WireAction {
  /// Every items list action on the wire; a save tap's request ID is filled in by the app when
  /// the line leaves it out, and the server's answers use the `items.` names of PROTOCOL.md.
  public static let wireDecoders: [WireDecoder<ItemsListAction>] = [
    WireDecoder("itemsList.didSelectItem", fields: "item") { (fields) throws(Rejection) in
      .didSelectItem(try fields.id("item"))
    },
    WireDecoder("itemsList.didCloseDetails", fields: "") { (_) throws(Rejection) in .didCloseDetails },
    WireDecoder("itemsList.saveDidTap", fields: "request?") { (fields) throws(Rejection) in
      .saveDidTap(request: try fields.newID("request", as: SaveRequest.self))
    },
    WireDecoder("items.saveDidSucceed", fields: "request") { (fields) throws(Rejection) in
      .saveDidSucceed(request: try fields.id("request"))
    },
    WireDecoder("items.saveDidFail", fields: "request, reason?") { (fields) throws(Rejection) in
      .saveDidFail(request: try fields.id("request"), reason: try fields.optionalString("reason") ?? "unknown")
    },
    WireDecoder("itemsList.assignToMeDidTap", fields: "item") { (fields) throws(Rejection) in
      .assignToMeDidTap(try fields.id("item"))
    },
  ]

  /// The action's wire name.
  public var wireName: String {
    switch self {
    case .didSelectItem: "itemsList.didSelectItem"
    case .didCloseDetails: "itemsList.didCloseDetails"
    case .saveDidTap: "itemsList.saveDidTap"
    case .saveDidSucceed: "items.saveDidSucceed"
    case .saveDidFail: "items.saveDidFail"
    case .assignToMeDidTap: "itemsList.assignToMeDidTap"
    }
  }

  /// The action's fields, the request ID filled in.
  public func write(to writer: inout some FieldWriter) {
    switch self {
    case .didSelectItem(let item), .assignToMeDidTap(let item): writer.field("item", item)
    case .didCloseDetails: break
    case .saveDidTap(let request), .saveDidSucceed(let request): writer.field("request", request)
    case .saveDidFail(let request, let reason):
      writer.field("reason", reason)
      writer.field("request", request)
    }
  }
}

extension ItemsListState: WireWritable {
  /// The screen in a state dump: `{detailsOpen, saveStatus: {status, request?, items?, reason?},
  /// selectedItem}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("detailsOpen", detailsOpen)
    writer.object("saveStatus") { writer in
      switch saveStatus {
      case .idle:
        writer.field("status", "idle")
      case .saving(let request, let items):
        writer.field("items", ids: items)
        writer.field("request", request)
        writer.field("status", "saving")
      case .failed(let reason):
        writer.field("reason", reason)
        writer.field("status", "failed")
      }
    }
    writer.field("selectedItem", selectedItem)
  }
}

extension SaveItemsRequest: WireWritable {
  /// The `items.save` effect's payload: `{request, items: [item]}`.
  public func write(to writer: inout some FieldWriter) {
    writer.field("request", request)
    writer.objects("items", items) { item, writer in item.write(to: &writer) }
  }
}

extension ItemsListState {
  /// Restores the screen from its state shape (a snapshot): `{detailsOpen, saveStatus,
  /// selectedItem}`.
  public init(restoring fields: any FieldReader) throws(Rejection) {
    let status = try fields.object("saveStatus") { (status) throws(Rejection) -> SaveStatus in
      switch try status.string("status") {
      case "idle": return .idle
      case "saving":
        return .saving(request: try status.id("request"), items: try status.optionalIDs("items") ?? [])
      case "failed": return .failed(reason: try status.string("reason"))
      default: throw .invalidField(status.path("status"), "one of idle, saving, failed")
      }
    }
    self.init(
      selectedItem: try fields.optionalID("selectedItem"), detailsOpen: try fields.optionalBool("detailsOpen") ?? false,
      saveStatus: status)
  }
}

extension ItemsListAction: WireExamples {
  /// Each list screen action with every field.
  public static let wireExamples: [ItemsListAction] = [
    .didSelectItem(.example(0xA1)),
    .didCloseDetails,
    .saveDidTap(request: .example(0xFA)),
    .saveDidSucceed(request: .example(0xFA)),
    .saveDidFail(request: .example(0xFA), reason: "offline"),
    .assignToMeDidTap(.example(0xA1)),
  ]
}
