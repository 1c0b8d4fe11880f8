import UDF
import UDFWire

extension TemplateDomainsState: EntityTableState {
  /// `state.get`'s `templateDomains`: every entry in the order it was recorded.
  public static let partName = "templateDomains"

  /// The entries, each as `{id, note}`.
  public var table: EntityTable<TemplateDomainEntry> { entries }

  /// The entries read back through the note rules, each ID at most once.
  public static func restore(
    _ key: String, from fields: any FieldReader
  ) throws(Rejection) -> Restored<TemplateDomainsState> {
    let entries = try fields.objects(key, concurrently: TemplateDomainEntry.init(restoring:))
    return .value(try TemplateDomainsState(entries: entries))
  }
}
