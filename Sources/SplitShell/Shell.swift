import SplitModel
