# A Python 2 module: print statements and old octal literals are syntax errors in Python 3.
VERSION = "2.7"
print "starting"
MODE = 0755
RETRIES = 3
