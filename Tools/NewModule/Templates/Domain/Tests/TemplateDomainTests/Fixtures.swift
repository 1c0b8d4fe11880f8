import DomainValues
import TemplateDomain
import UDF
import UDFTesting

/// A fixed, readable entry ID ending in `number` (UDFTesting's `fixedID`, kind 0x0E).
func entryID(_ number: UInt8) -> ID<TemplateDomainEntry> { fixedID(number, kind: 0x0E) }

/// A state with these entries recorded in order, through the reducer.
func recorded(_ entries: [(ID<TemplateDomainEntry>, String)]) throws -> TemplateDomainsState {
  var state = TemplateDomainsState()
  for (id, note) in entries { try TemplateDomainsState.reduce(&state, .record(id: id, note: note)) }
  return state
}
