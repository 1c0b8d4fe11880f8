/// Lists the fields that differ between two values, one line each, as `path: expected …, got …`.
///
/// Written with `Mirror`, so it works on any state without conformances. Structs and classes are
/// compared field by field, arrays element by element (plus a length line), dictionaries and sets by
/// key, enums by case and then payload. Leaves are compared by their debug description.
public func stateDiff(_ expected: Any, _ actual: Any, path: String = "state") -> [String] {
  let expectedMirror = Mirror(reflecting: expected)
  let actualMirror = Mirror(reflecting: actual)
  let expectedText = String(reflecting: expected)
  let actualText = String(reflecting: actual)
  let leaf = expectedMirror.children.isEmpty || actualMirror.children.isEmpty
  if leaf || expectedMirror.displayStyle != actualMirror.displayStyle {
    return expectedText == actualText ? [] : ["\(path): expected \(expectedText), got \(actualText)"]
  }
  switch expectedMirror.displayStyle {
  case .collection:
    return diffSequences(Array(expectedMirror.children), Array(actualMirror.children), path: path)
  case .dictionary, .set:
    return diffKeyed(expectedMirror, actualMirror, path: path)
  case .enum:
    let expectedCase = expectedMirror.children.first?.label
    let actualCase = actualMirror.children.first?.label
    guard expectedCase == actualCase, let lhs = expectedMirror.children.first,
      let rhs = actualMirror.children.first
    else {
      return ["\(path): expected \(expectedText), got \(actualText)"]
    }
    return stateDiff(lhs.value, rhs.value, path: "\(path).\(expectedCase ?? "?")")
  case .optional:
    guard let lhs = expectedMirror.children.first, let rhs = actualMirror.children.first else { return [] }
    return stateDiff(lhs.value, rhs.value, path: path)
  default:
    var lines: [String] = []
    for (index, (lhs, rhs)) in zip(expectedMirror.children, actualMirror.children).enumerated() {
      let name = lhs.label ?? rhs.label ?? ".\(index)"
      lines += stateDiff(lhs.value, rhs.value, path: "\(path).\(name)")
    }
    return lines
  }
}

private func diffSequences(_ expected: [Mirror.Child], _ actual: [Mirror.Child], path: String) -> [String] {
  var lines: [String] = []
  if expected.count != actual.count {
    lines.append("\(path).count: expected \(expected.count), got \(actual.count)")
  }
  for index in 0..<min(expected.count, actual.count) {
    lines += stateDiff(expected[index].value, actual[index].value, path: "\(path)[\(index)]")
  }
  for index in min(expected.count, actual.count)..<max(expected.count, actual.count) {
    let side = index < expected.count ? expected[index].value : actual[index].value
    let verb = index < expected.count ? "missing" : "unexpected"
    lines.append("\(path)[\(index)]: \(verb) \(String(reflecting: side))")
  }
  return lines
}

private func diffKeyed(_ expected: Mirror, _ actual: Mirror, path: String) -> [String] {
  func entries(_ mirror: Mirror) -> [String: Any] {
    var result: [String: Any] = [:]
    for child in mirror.children {
      let pair = Array(Mirror(reflecting: child.value).children)
      if mirror.displayStyle == .dictionary, pair.count == 2 {
        result[String(reflecting: pair[0].value)] = pair[1].value
      } else {
        result[String(reflecting: child.value)] = child.value
      }
    }
    return result
  }
  let lhs = entries(expected)
  let rhs = entries(actual)
  var lines: [String] = []
  for key in Set(lhs.keys).union(rhs.keys).sorted() {
    switch (lhs[key], rhs[key]) {
    case (let left?, let right?): lines += stateDiff(left, right, path: "\(path)[\(key)]")
    case (let left?, nil): lines.append("\(path)[\(key)]: missing \(String(reflecting: left))")
    case (nil, let right?): lines.append("\(path)[\(key)]: unexpected \(String(reflecting: right))")
    case (nil, nil): break
    }
  }
  return lines
}
