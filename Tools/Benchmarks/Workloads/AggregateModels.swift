import DomainValues
import Foundation

// G1's two models of the same task (shared/seeds/000_23b6b440d8976851.txt): a large cluster that
// holds its attachments' images and its assignees' avatars, and an aggregate that holds their IDs.

/// An image attached to a task, with its bytes.
struct ImageAttachment {
  let id: ID<ImageAttachment>
  let image: Data
}

/// A person a task is assigned to, with their avatar's bytes.
struct TaskAssignee {
  let id: ID<TaskAssignee>
  let name: String
  let avatar: Data
}

/// The large cluster: the task references the other entities directly, so loading it loads them.
struct ClusterTask {
  let id: ID<TaskAggregate>
  let title: String
  let description: String
  let attachments: [ImageAttachment]
  let assignees: [TaskAssignee]
}

/// The aggregate that references the other entities by identity only.
struct TaskAggregate {
  let id: ID<TaskAggregate>
  let title: String
  let description: String
  let attachments: [ID<ImageAttachment>]
  let assignees: [ID<TaskAssignee>]
}

/// A task file on disk, as the article's JSON: the task with the IDs (and names) of the others.
struct TaskFileDTO: Codable {
  struct Attachment: Codable {
    let id: ID<ImageAttachment>
  }

  struct Assignee: Codable {
    let id: ID<TaskAssignee>
    let name: String
  }

  let id: ID<TaskAggregate>
  let title: String
  let description: String
  let attachments: [Attachment]
  let assignees: [Assignee]
}
