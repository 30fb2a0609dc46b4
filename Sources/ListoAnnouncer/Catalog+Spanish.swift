extension Catalog { static let spanish: [String: Phrase] = english }
