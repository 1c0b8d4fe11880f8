import Foundation

/// The JSON stored shape of a state of many items, for the tests of reading stored states.
enum StoredStateFixture {
  /// A state holding `count` items (various tags, every third completed); the elements at the
  /// keys of `replaced` are the texts given there instead.
  static func json(items count: Int, replaced: [Int: String] = [:]) -> String {
    var text = #"{"boxes":[],"driver":null,"items":["#
    for index in 0..<count {
      let id = String(format: "1e000000-0000-4000-8000-%012x", index)
      let tags = (0..<(index % 6)).map { "\"t\($0)\"" }.joined(separator: ",")
      let completed = index.isMultiple(of: 3) ? #""2026-11-22T10:00:00.000Z""# : "null"
      text += index == 0 ? "" : ","
      if let element = replaced[index] {
        text += element
        continue
      }
      text +=
        #"{"assignees":[],"attachments":[],"available":true,"completed":\#(completed != "null"),"#
        + #""completedAt":\#(completed),"createdAt":"2026-11-22T09:00:00.000Z","description":null,"#
        + #""id":"\#(id)","tags":[\#(tags)],"title":"Item \#(index)"}"#
    }
    text += #"],"itemsList":{"detailsOpen":false,"saveStatus":{"status":"idle"},"selectedItem":null},"#
    return text + #""orders":[],"user":null}"#
  }
}
