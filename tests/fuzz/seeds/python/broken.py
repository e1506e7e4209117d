FIRST = 1
def broken(:
    pass
SECOND = 2 ** 10
class Half(
THIRD = "still read"
