import DomainValues
import UDF

/// What can happen to the template domain entries.
public enum TemplateDomainAction: Action, Equatable {
  /// The example action `new-module` wrote, to replace with the domain's own: a new entry with
  /// this ID and note (the note rules, then `alreadyExists` if the ID is in use).
  case record(id: ID<TemplateDomainEntry>, note: String)
}
