import Foundation

extension ScaffoldPlan {
  /// Writes the plan under `root`: the new folders and files, then the edited files, each
  /// atomically. If any write fails, what was written is removed and the edited files get their
  /// old texts back, so a failed run leaves no half scaffold.
  public func write(root: URL) throws(ScaffoldError) {
    let manager = FileManager.default
    var madeFolders: [URL] = []
    var replaced: [String] = []
    var current = ""
    do {
      for folder in createdFolders {
        current = folder
        let url = root.appendingPathComponent(folder)
        try manager.createDirectory(at: url, withIntermediateDirectories: false)
        madeFolders.append(url)
      }
      for file in created + edited {
        current = file.path
        try Data(file.text.utf8).write(to: root.appendingPathComponent(file.path), options: .atomic)
        replaced.append(file.path)
      }
    } catch {
      for path in replaced {
        if let original = originals[path] {
          try? Data(original.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
        }
      }
      for folder in madeFolders.reversed() { try? manager.removeItem(at: folder) }
      throw .writeFailed(current, "\(error)")
    }
  }
}
