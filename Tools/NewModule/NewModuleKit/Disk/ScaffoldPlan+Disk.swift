import Foundation

extension ScaffoldPlan {
  /// Writes the plan under `root`: the new folders and files, then the edited files, each
  /// atomically. If any write fails, the files and folders it made are removed and the edited
  /// files get their old texts back, so a failed run leaves no half scaffold. (It removes only
  /// what it made: every new path was checked to be free when the plan was made.)
  public func write(root: URL) throws(ScaffoldError) {
    let manager = FileManager.default
    var madeFolders: [URL] = []
    var written: [String] = []
    var current = ""
    do {
      for folder in createdFolders where !manager.fileExists(atPath: root.appendingPathComponent(folder).path) {
        current = folder
        let url = root.appendingPathComponent(folder)
        try manager.createDirectory(at: url, withIntermediateDirectories: false)
        madeFolders.append(url)
      }
      for file in created + edited {
        current = file.path
        try Data(file.text.utf8).write(to: root.appendingPathComponent(file.path), options: .atomic)
        written.append(file.path)
      }
    } catch {
      for path in written.reversed() {
        let url = root.appendingPathComponent(path)
        if let original = originals[path] {
          try? Data(original.utf8).write(to: url, options: .atomic)
        } else {
          try? manager.removeItem(at: url)
        }
      }
      for folder in madeFolders.reversed() { try? manager.removeItem(at: folder) }
      throw .writeFailed(current, "\(error)")
    }
  }
}
