import { graphql } from '../../../generated';

// Every field of a row: the list, the drawer, search hits and mutation answers all select the same
// fields, so an answer (or an optimistic one) always updates the normalised Task entity completely.
export const TaskFieldsFragment = graphql(`
  fragment TaskFields on Task {
    id
    type
    title
    notes
    completed
    dueDate
    priority
    tags
    assignedTo
    assignee {
      id
      name
      avatar
    }
    subTasks {
      id
      title
      completed
    }
    order
  }
`);

export const TaskTagFieldsFragment = graphql(`
  fragment TaskTagFields on TaskTag {
    id
    title
  }
`);

/** The screen's list: every row in order, the counts and the tags the chips name. */
export const TasksDocument = graphql(`
  query Tasks {
    tasks {
      ...TaskFields
    }
    taskCounts {
      total
      remaining
    }
    taskTags {
      ...TaskTagFields
    }
  }
`);

// The email tells apart two members with the same name.
export const TaskAssigneesDocument = graphql(`
  query TaskAssignees {
    taskAssignees {
      id
      name
      email
      avatar
    }
  }
`);

export const SearchTasksDocument = graphql(`
  query SearchTasks($query: String!) {
    searchTasks(query: $query) {
      highlightedTitle
      task {
        ...TaskFields
      }
    }
  }
`);

export const CreateTaskDocument = graphql(`
  mutation CreateTask($type: TaskType!) {
    createTask(type: $type) {
      ...TaskFields
    }
  }
`);

export const UpdateTaskDocument = graphql(`
  mutation UpdateTask($id: ID!, $input: TaskPatch!) {
    updateTask(id: $id, input: $input) {
      ...TaskFields
    }
  }
`);

export const DeleteTaskDocument = graphql(`
  mutation DeleteTask($id: ID!) {
    deleteTask(id: $id)
  }
`);

export const ReorderTasksDocument = graphql(`
  mutation ReorderTasks($ids: [ID!]!) {
    reorderTasks(ids: $ids) {
      id
      order
    }
  }
`);

export const CreateTaskTagDocument = graphql(`
  mutation CreateTaskTag($title: String!) {
    createTaskTag(title: $title) {
      ...TaskTagFields
    }
  }
`);

export const UpdateTaskTagDocument = graphql(`
  mutation UpdateTaskTag($id: ID!, $title: String!) {
    updateTaskTag(id: $id, title: $title) {
      ...TaskTagFields
    }
  }
`);

export const DeleteTaskTagDocument = graphql(`
  mutation DeleteTaskTag($id: ID!) {
    deleteTaskTag(id: $id)
  }
`);
