import DomainValues
import UDF

/// What can happen to the loyalty entries.
public enum LoyaltyAction: Action, Equatable {
  /// The example action `new-module` wrote, to replace with the domain's own: a new entry with
  /// this ID and note (the note rules, then `alreadyExists` if the ID is in use).
  case record(id: ID<LoyaltyEntry>, note: String)
}
