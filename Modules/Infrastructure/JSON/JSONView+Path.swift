extension JSONView {
  /// The way from the root to `token`: object keys and array positions, for messages
  /// (`orders[2].fare`). Computed on demand, so readers carry no path while nothing is wrong.
  public func path(to token: Int) -> [JSONDocument.PathStep] {
    var steps: [JSONDocument.PathStep] = []
    var container = root
    while container != token {
      let found = self.token(container)
      var position = container + 1
      var index = 0
      var inside: Int?
      while position < Int(found.end) {
        let value = found.kind == .object ? position + 1 : position
        let after = next(after: value)
        if token >= value && token < after {
          steps.append(found.kind == .object ? .key(string(position)) : .index(index))
          inside = value
          break
        }
        position = after
        index += 1
      }
      guard let inside else { return steps }
      container = inside
    }
    return steps
  }
}
